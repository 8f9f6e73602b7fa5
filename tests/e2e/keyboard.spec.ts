import { expect, signedIn, t, test } from './support';

test('the palette, go-to sequences and the cheat sheet work from the keyboard alone', async ({ page }) => {
  await signedIn(page, 'manager');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopDash') })).toBeVisible();

  // Mod+K, type part of a screen's name, Enter.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: t('commands.palette.title') });
  await expect(palette).toBeVisible();
  await page.keyboard.type(t('screens.ShopCustomerIndex'));
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/customers/);
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopCustomerIndex') })).toBeVisible();

  // Arrows move through the list; Escape closes and leaves the page as it was.
  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/customers/);

  // g then o: the orders list with the menu's query.
  await page.locator('body').press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/shop\/orders\?/);
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopOrderIndex') })).toBeVisible();

  // ? opens the cheat sheet generated from the registry, listing the palette's own shortcut.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: t('commands.cheatSheet.title') });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(t('commands.shell.palette'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('a support agent assigns the next to-do from the palette and finds it in the to-do panel', async ({ page }) => {
  await signedIn(page, 'support');
  // Customer service has no dashboard (view:dashboard): they start on the orders.
  await expect(page).toHaveURL(/\/shop\/orders\?interval=6&refresh=true$/);
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopOrderIndex') })).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.type(t('commands.todo.openPanel'));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: t('todos.panel.title') });
  await expect(panel).toBeVisible();
  // Count once the list has arrived (the skeleton is a status named "loading"), not while it is on its way.
  await expect(panel.getByRole('status', { name: t('common.loading') })).toHaveCount(0);
  const before = await panel.getByRole('link').count();

  await panel.getByRole('button', { name: t('todos.assignNext') }).click();
  await expect(panel.getByRole('link')).toHaveCount(before + 1);
});
