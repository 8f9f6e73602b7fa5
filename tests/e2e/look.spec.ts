/**
 * What the eye sees, where axe cannot tell: the "+" between shortcut keys (axe skips text that is only
 * punctuation), the rich-text preview frame (axe does not enter a frame that runs no script), the system's
 * dark mode on a first visit and status chips in narrow list columns. Amounts, dates and statuses whole on
 * every list screen at 1440 px are checked by the accessibility sweep on its own visits of the list screens.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { resource } from '../../src/domain/resources';
import { currentLook, setLook, Stillness, text, type Look } from './axe';
import { expect, signIn, t, test } from './support';

/** The signed-in admin's storage, written once by beforeAll (empty until then: contexts read it at start). */
const storageState = join(mkdtempSync(join(tmpdir(), 'look-')), 'admin.json');
writeFileSync(storageState, JSON.stringify({ cookies: [], origins: [] }));

/** Contrast ratio (WCAG 2.1) of two CSS colours as the browser computes them, both taken as opaque. */
async function hintContrasts(hints: Locator): Promise<{ text: string; ratio: number }[]> {
  return hints.evaluateAll((hosts) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const background = (el: Element | null): string => {
      for (let node = el; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        const parts = rgb(bg);
        if (parts.length >= 3 && (parts.length < 4 || parts[3] > 0.5)) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const found: { text: string; ratio: number }[] = [];
    for (const host of hosts) {
      for (const el of host.querySelectorAll('*')) {
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (!own) continue;
        const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(rgb(background(el)))].sort((x, y) => y - x);
        found.push({ text: own, ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 });
      }
    }
    return found;
  });
}

test.describe('signed in', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'admin');
    await context.storageState({ path: storageState });
    await context.close();
  });
  test.use({ storageState });

  async function open(page: Page, path: string, look: Look): Promise<Stillness> {
    const still = new Stillness(page);
    await page.goto(path);
    await still.wait();
    await setLook(page, look);
    await still.wait();
    return still;
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`shortcut hints are legible in the ${theme} theme: every key and every "+" between keys`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const still = await open(page, '/setting/faq', { theme, locale: 'sv' });
      const first = page.getByRole('grid').getByRole('row').first();
      await first.focus();
      await page.keyboard.press('e');
      await expect(page.locator('main form')).toBeVisible();
      await still.wait();

      const measured: Record<string, { text: string; ratio: number }[]> = {
        toolbar: await hintContrasts(page.locator('header:has(~ #main) kbd[data-shortcut]')),
        'save button': await hintContrasts(
          page.getByRole('button', { name: t('resource.action.save'), exact: true }).locator('kbd[data-shortcut]'),
        ),
      };
      await page.keyboard.press('Control+k');
      await page.keyboard.type(t('commands.shell.cheatSheet'));
      await expect(
        page
          .getByRole('dialog', { name: t('commands.palette.title') })
          .locator('kbd[data-shortcut]')
          .first(),
      ).toBeVisible();
      measured['palette, highlighted option'] = await hintContrasts(
        page.locator('[role="dialog"] [aria-selected="true"] kbd[data-shortcut]'),
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: t('commands.cheatSheet.title') })).toBeVisible();
      measured['cheat sheet'] = await hintContrasts(page.locator('[role="dialog"] kbd[data-shortcut]'));

      for (const [place, found] of Object.entries(measured)) {
        expect(found.length, `${place}: hints found`).toBeGreaterThan(0);
        expect(
          found.some((f) => f.text === '+') || place === 'cheat sheet' || place.startsWith('palette'),
          `${place}: a "+" between keys`,
        ).toBe(true);
        expect(
          found.filter((f) => f.ratio < 4.5),
          `${place}: text below 4.5:1`,
        ).toEqual([]);
      }
    });
  }

  test("a rich-text preview takes the dark theme's colours, and the light theme's again", async ({ page }) => {
    const still = await open(page, '/setting/faq', { theme: 'dark', locale: 'sv' });
    const first = page.getByRole('grid').getByRole('row').first();
    await first.focus();
    await page.keyboard.press('e');
    const frame = page.locator('main form iframe').first();
    await expect(frame).toBeVisible();
    await still.wait();

    /** The frame document's body colours and scheme, and the theme's tokens, all as computed rgb(). */
    const colours = () =>
      frame.evaluate((iframe: HTMLIFrameElement) => {
        const doc = new DOMParser().parseFromString(iframe.srcdoc, 'text/html');
        const probe = document.createElement('span');
        document.body.append(probe);
        const computed = (value: string, property: 'color' | 'backgroundColor' = 'color') => {
          probe.style.color = '';
          probe.style.color = value;
          return value ? getComputedStyle(probe)[property] : '';
        };
        const root = getComputedStyle(document.documentElement);
        const result = {
          scheme: doc.documentElement.style.colorScheme,
          background: computed(doc.body.style.backgroundColor),
          text: computed(doc.body.style.color),
          frameBackground: getComputedStyle(iframe).backgroundColor,
          surface: computed(root.getPropertyValue('--color-surface').trim()),
          themeText: computed(root.getPropertyValue('--color-text').trim()),
        };
        probe.remove();
        return result;
      });

    await expect.poll(colours).toMatchObject({ scheme: 'dark' });
    const dark = await colours();
    expect(dark.background).toBe(dark.surface);
    expect(dark.text).toBe(dark.themeText);
    expect(dark.frameBackground).toBe(dark.surface);
    expect(dark.surface).not.toBe('rgb(255, 255, 255)');

    await setLook(page, { theme: 'light', locale: 'sv' });
    await expect.poll(colours).toMatchObject({ scheme: 'light' });
    const light = await colours();
    expect(light.background).toBe(light.surface);
    expect(light.text).toBe(light.themeText);
  });

  test('one focus ring at a time on tabs: the return audits and a record', async ({ page }) => {
    /** The elements that show a focus indicator now: an outline, or a ring drawn as a shadow on the focused element. */
    const rings = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('*')]
          .filter((el) => {
            const style = getComputedStyle(el);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            const shadow = style.boxShadow !== 'none' && el.matches(':focus-visible, [data-focus-visible]');
            return outline || shadow;
          })
          .map((el) => `${el.tagName} ${el.getAttribute('role') ?? ''} ${el.className}`),
      );
    const still = new Stillness(page);
    await page.goto('/shop/return-audits');
    await still.wait();
    await page.getByRole('tab').first().focus();
    for (const key of ['ArrowRight', 'ArrowLeft']) {
      await page.keyboard.press(key);
      await expect.poll(rings).toEqual([expect.stringMatching(/^DIV tab /)]);
    }
    await page.goto('/setting/faq');
    await still.wait();
    await page.keyboard.press('Enter');
    const tab = page.getByRole('tab', { selected: true });
    await expect(tab).toBeVisible();
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(rings).toEqual([expect.stringMatching(/^DIV tab /)]);
  });

  test('status chips are whole in narrow list columns', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    const lists: [string, string, string][] = [
      ['/product/reviews', 'reviews', 'Status'],
      ['/setting/order-filters', 'order-filters', 'Action'],
    ];
    for (const [path, name, key] of lists) {
      const still = new Stillness(page);
      await page.goto(path);
      await still.wait();
      const field = resource(name).fields.find((f) => f.key === key)!;
      const labels = field.options!.map((o) => t(o.label));
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('row').first()).toBeVisible();
      let seen = 0;
      for (const label of labels) {
        const chips = grid.getByText(label, { exact: true });
        for (const chip of await chips.all()) {
          seen++;
          const fit = await chip.evaluate((el) => {
            const box = el.getBoundingClientRect();
            let clip = el.parentElement;
            while (clip && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement;
            const cell = clip!.getBoundingClientRect();
            return {
              inside: box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5,
              whole: el.scrollWidth <= el.clientWidth + 0.5 || getComputedStyle(el).overflow === 'visible',
            };
          });
          expect(fit, `${path}: the chip "${label}"`).toEqual({ inside: true, whole: true });
        }
      }
      expect(seen, `${path}: chips on screen`).toBeGreaterThan(3);
    }
  });
});

test.describe('first visit', () => {
  test.use({ colorScheme: 'dark' });

  test("the system's dark mode is used until the user chooses a theme, which is kept", async ({ page }) => {
    await page.goto('/login');
    await expect.poll(async () => (await currentLook(page)).theme).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(247, 248, 250)');

    // The system turns light while the user has not chosen: the console follows.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await currentLook(page)).theme).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await currentLook(page)).theme).toBe('dark');

    // Chosen once, the choice stays, whatever the system says.
    const toggle = page.getByRole('button', { name: text('common.theme.dark', 'sv') });
    await toggle.click();
    await expect.poll(async () => (await currentLook(page)).theme).toBe('light');
    await page.reload();
    await expect(toggle).toBeVisible();
    expect((await currentLook(page)).theme).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect((await currentLook(page)).theme).toBe('light');
  });
});
