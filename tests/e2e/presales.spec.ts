/**
 * A presale by keyboard alone (issue 30 §2): a colleague opens a Draft presale from the palette by its name and
 * activates it (Shift+V), which activates its items; in the items tab receives the first item's goods (Shift+R, Enter
 * on the question). The presale and its item were made through the API beforehand (the form is the engine's, tested
 * by the sweep and the form tests); `apiCall` only makes them and reads what the test needs to know.
 */
import { apiCall, expect, palette, signedIn, t, test } from './support';

interface Row {
  ID: number;
  Status?: number;
}

test('a presale is activated and its goods received by keys', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin');
  const stores = ((await apiCall(page, 'GET', '/common/stores')).json as { data: Row[] }).data;
  const storeId = stores[0].ID;
  const products = ((await apiCall(page, 'GET', '/product/items?Status=4&limit=1')).json as { data: Row[] }).data;
  const name = `Förhandsförsäljning e2e ${Date.now()}`;
  const presale = (await apiCall(page, 'POST', '/shop/presales', { Name: name, StoreID: storeId, StartsAt: new Date().toISOString() }))
    .json as Row;
  const item = (
    await apiCall(page, 'POST', '/shop/presale-items', {
      PresaleID: presale.ID,
      ProductID: products[0].ID,
      Price: '149.00',
      MaxQuantity: 20,
      ExpectedDate: '2027-02-01',
    })
  ).json as Row;
  expect(item.Status).toBe(1);

  await palette(page, name);
  await expect(page).toHaveURL(new RegExp(`/shop/presale/${presale.ID}$`));
  // The menu marks the presales, whose record this is (at presale/ID, beside the list's presales).
  const menu = page.getByRole('navigation', { name: t('shell.nav.label') });
  await expect(menu.getByRole('link', { name: t('screens.ShopPresaleIndex'), exact: true })).toHaveAttribute('aria-current', 'page');

  // Activated: the presale and its Draft item.
  await page.locator('body').press('Shift+V');
  await expect(page.getByRole('status').filter({ hasText: t('resources.presales.activated') })).toBeVisible();
  const read = async (path: string) => ((await apiCall(page, 'GET', path)).json as Row).Status;
  await expect.poll(() => read(`/shop/presale-items/${item.ID}`)).toBe(2);

  // The items tab, by keys: from the tabs to it, into its list, and the item's goods received.
  await page.getByRole('tab', { name: t('resource.detail.details') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t('resources.presaleItems.other'), exact: true })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('grid', { name: t('resources.presaleItems.other') });
  // Past the tab's "add" button into its list.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: new RegExp(t('resource.children.add').replace('{noun}', '.+')) })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('row').first()).toBeFocused();
  await page.keyboard.press('Shift+R');
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect.poll(() => read(`/shop/presale-items/${item.ID}`)).toBe(3);
  await expect(grid.getByRole('row').first()).toContainText(t('enums.presaleItemStatus.3'));
});
