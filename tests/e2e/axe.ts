/**
 * The accessibility sweep's tools: axe-core run inside the page, the texts of both catalogues, the look
 * (theme and language) switched through the console's own switches, and waiting until a screen is still.
 *
 * The engine is the axe-core that @axe-core/playwright ships (resolved through it, so both always agree).
 * It is injected once per document and run with `axe.run` in the page: the sweep moves between screens
 * without reloading, so one injection serves every screen. AxeBuilder.analyze() injects the engine into
 * every frame again and merges results in a new page on each call, which costs 4–14 s per call on this
 * machine against about 0.5 s for a run in the page (docs/decisions.md, "Accessibility sweep").
 */
import { readFileSync } from 'node:fs';
import { readCatalogue } from '../catalogue';
import { createRequire } from 'node:module';
import { expect, type Page, type Request } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA; colour contrast (wcag2aa) included. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export type Locale = 'sv' | 'en';
export type Theme = 'light' | 'dark';
export interface Look {
  theme: Theme;
  locale: Locale;
}

function catalogue(locale: Locale): Record<string, string> {
  return readCatalogue(locale);
}

const catalogues: Record<Locale, Record<string, string>> = { sv: catalogue('sv'), en: catalogue('en') };

/** A message without placeholders in a language (English falls back to Swedish, as the app does). */
export function text(id: string, locale: Locale): string {
  const found = catalogues[locale][id] ?? catalogues.sv[id];
  if (found === undefined) throw new Error(`No message "${id}"`);
  return found;
}

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Serious and critical violations of the page as it is now. Frames' own documents are not entered (the
 * rich-text preview runs no script, so axe cannot run there). Left out:
 * - react-aria's live announcer (`[data-live-announcer]`): a visually hidden log of messages already
 *   spoken; a pending button announces itself there by reference, and once the button is gone (the login
 *   screen after signing in) the entry names nothing for the few seconds it lingers;
 * - with `chrome: false`, the shell's side navigation and toolbar, which are the same on every screen and
 *   are checked on the first screen of each look.
 * `rules` turns on rules axe leaves off by default (its experimental ones, such as
 * label-content-name-mismatch, WCAG 2.5.3) for this check.
 */
export async function axeViolations(
  page: Page,
  { chrome = true, rules = [] }: { chrome?: boolean; rules?: readonly string[] } = {},
): Promise<{ serious: Finding[]; lesser: number }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, chrome, rules }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; html: string }[] }[] }>;
          };
        }
      ).axe;
      const exclude: Element[] = [...document.querySelectorAll('[data-live-announcer]')];
      if (!chrome) {
        const main = document.getElementById('main');
        const toolbar = main?.previousElementSibling;
        const sidebar = document.getElementById('sidebar');
        if (sidebar) exclude.push(sidebar);
        if (toolbar?.tagName === 'HEADER') exclude.push(toolbar);
      }
      const context = exclude.length ? { include: [document], exclude } : document;
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
        iframes: false,
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
      }));
    },
    { tags: [...AXE_TAGS], chrome, rules: [...rules] },
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return { serious, lesser: violations.length - serious.length };
}

/**
 * Counts the requests in flight, so a screen counts as still once nothing is loading: no request open, no
 * loading skeleton, two frames painted.
 */
export class Stillness {
  private inflight = new Set<Request>();

  private started = 0;

  constructor(private readonly page: Page) {
    page.on('request', (r) => {
      this.started++;
      this.inflight.add(r);
    });
    page.on('requestfinished', (r) => this.inflight.delete(r));
    page.on('requestfailed', (r) => this.inflight.delete(r));
  }

  /** Until nothing loads: no request open, no loading skeleton, and no new request over two painted frames. */
  async wait(): Promise<void> {
    const loading = [text('common.loading', 'sv'), text('common.loading', 'en')];
    for (let round = 0; round < 10; round++) {
      await expect
        .poll(() => [...this.inflight].map((r) => `${r.method()} ${r.url()}`), {
          message: 'requests still open',
          timeout: 20_000,
          intervals: [25, 50, 100],
        })
        .toEqual([]);
      const started = this.started;
      await this.page.waitForFunction(
        (labels) => !labels.some((label) => document.querySelector(`[role="status"][aria-label="${label}"]`)),
        loading,
        { timeout: 20_000 },
      );
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (this.started === started && this.inflight.size === 0) return;
    }
  }
}

/** Client-side navigation, as a link in the console does it: no reload. */
export async function goClient(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/** The look on screen, read from <html> (the app sets lang and data-theme). */
export async function currentLook(page: Page): Promise<Look> {
  return page.evaluate(() => ({
    theme: (document.documentElement.dataset.theme ?? 'light') as Theme,
    locale: document.documentElement.lang as Locale,
  }));
}

/** Switch theme and language with the switches on screen (the toolbar's, or a session screen's). */
export async function setLook(page: Page, look: Look): Promise<void> {
  const now = await currentLook(page);
  if (now.locale !== look.locale) {
    await page.locator(`[role="radiogroup"] [lang="${look.locale}"], [role="group"] [lang="${look.locale}"]`).first().click();
    await expect.poll(async () => (await currentLook(page)).locale).toBe(look.locale);
  }
  if (now.theme !== look.theme) {
    const names = [text('common.theme.dark', 'sv'), text('common.theme.dark', 'en')];
    await page
      .getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) })
      .first()
      .click();
    await expect.poll(async () => (await currentLook(page)).theme).toBe(look.theme);
  }
}

/** Close whatever dialog or popover is open (Esc), without pressing Esc on a bare screen (that goes back). */
export async function closeOverlays(page: Page): Promise<void> {
  const overlays = '[role="dialog"], [role="alertdialog"], [data-trigger]';
  for (let i = 0; i < 4; i++) {
    const open = await page.locator(overlays).count();
    if (!open) return;
    await page.keyboard.press('Escape');
    // Until one has closed (an Esc that closes nothing is pressed again, as many times as before).
    await page
      .waitForFunction(
        ({ selector, before }) => document.querySelectorAll(selector).length < before,
        { selector: overlays, before: open },
        { timeout: 1000 },
      )
      .catch(() => undefined);
  }
}
