import type { Page } from '@playwright/test';
import { expect, signIn, t, test } from './support';

/**
 * Holds back the shell's chunk (and, when asked, the shop screens' chunk) until `release` is called, so
 * keys can be pressed while the console is still loading, as on a slow connection.
 */
async function holdChunks(page: Page, names: string[]) {
  const gates = new Map<string, () => void>();
  const opened = new Map<string, Promise<void>>();
  const requested = new Set<string>();
  for (const name of names) opened.set(name, new Promise<void>((resolve) => gates.set(name, resolve)));
  await page.route(new RegExp(`/assets/(${names.join('|')})-[\\w-]+\\.js$`), async (route) => {
    const name = names.find((n) => new URL(route.request().url()).pathname.includes(`/${n}-`))!;
    requested.add(name);
    await opened.get(name);
    await route.continue();
  });
  return {
    release: (name: string) => gates.get(name)!(),
    /** The chunk has been asked for (and is being held). */
    requested: (name: string) => requested.has(name),
    done: () => page.unrouteAll({ behavior: 'wait' }),
  };
}

const skeleton = (page: Page) => page.getByRole('status', { name: t('common.loading') });

test('keys typed while the console loads are not lost: Ctrl+K after sign-in, a g sequence and / after a page load', async ({ page }) => {
  await page.goto('/');
  let held = await holdChunks(page, ['Shell']);
  await signIn(page, 'support');
  await expect(page).toHaveURL(/\/shop/);
  await expect(skeleton(page)).toBeVisible();

  // Ctrl+K and a few letters during the loading skeleton: the palette opens holding them.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('kund');
  const palette = page.getByRole('dialog', { name: t('commands.palette.title') });
  await expect(palette).toHaveCount(0);
  held.release('Shell');
  // The shell and the first screen still have to load and render: on a busy machine that takes a while.
  await expect(palette).toBeVisible({ timeout: 30_000 });
  await expect(palette.getByRole('combobox', { name: t('commands.palette.inputLabel') })).toHaveValue('kund');
  await expect(palette.getByRole('combobox', { name: t('commands.palette.inputLabel') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await held.done();

  // A page load with the session: g then c while the shell loads goes to the customers.
  held = await holdChunks(page, ['Shell']);
  await page.reload();
  await expect(skeleton(page)).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  held.release('Shell');
  await expect(page).toHaveURL(/\/shop\/customers$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopCustomerIndex') })).toBeVisible();
  await held.done();

  // A / pressed at once on a list's address reaches that list's filter, even when its screen comes last.
  held = await holdChunks(page, ['Shell', 'ShopArea']);
  await page.goto('/shop/pages');
  await expect(skeleton(page)).toBeVisible();
  await page.keyboard.type('/retur');
  // The screen's area is asked for beside the shell, not once the shell has rendered.
  await expect.poll(() => held.requested('ShopArea')).toBe(true);
  expect(held.requested('Shell')).toBe(true);
  held.release('Shell');
  await expect(page.getByRole('navigation', { name: t('shell.nav.label') })).toBeVisible({ timeout: 30_000 });
  held.release('ShopArea');
  const filter = page.getByRole('searchbox', { name: /^Filtrera / });
  await expect(filter).toBeFocused({ timeout: 30_000 });
  await expect(filter).toHaveValue('retur');
  await expect(page).toHaveURL(/\/shop\/pages\?q=retur$/);
  await held.done();
});
