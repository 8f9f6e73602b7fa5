/**
 * A coupon on a staff order by keyboard alone (issue 31 §2): a colleague picks the customer and a product on
 * orders/new, types the coupon's code, sees what it takes from the line and from the totals, and places the order
 * with Ctrl+Enter; the order opens with its discount, and the coupon counts the redemption. The coupon is made
 * through the API beforehand (its form is the engine's, tested by the sweep and the form tests); `apiCall` only makes
 * it and reads what the test needs to know.
 */
import { apiCall, expect, signedIn, t, test } from './support';

interface Row {
  ID: number;
  Email?: string;
  Name?: string;
  Sku?: string;
  StoreID?: number;
  Discount?: string;
  Used?: number;
}

test('a coupon code takes its part line by line and is redeemed with the order', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin');
  const customer = ((await apiCall(page, 'GET', '/shop/customers?limit=1')).json as { data: Row[] }).data[0];
  const product = ((await apiCall(page, 'GET', '/product/items?Status=4&limit=1')).json as { data: Row[] }).data[0];
  const code = `E2E${Date.now() % 1_000_000}`;
  const coupon = (
    await apiCall(page, 'POST', '/shop/coupons', {
      Code: code,
      Name: 'Tio procent (e2e)',
      Type: 1,
      Percentage: '10.00',
      StartsAt: new Date(Date.now() - 3_600_000).toISOString(),
    })
  ).json as Row;
  expect(coupon.ID).toBeGreaterThan(0);

  await page.goto('/shop/orders/new');
  const picker = page.getByRole('combobox', { name: new RegExp(`^${t('resources.orders.CustomerID')}`) });
  await picker.focus();
  await page.keyboard.type(String(customer.Email));
  await expect(
    page
      .getByRole('option')
      .filter({ hasText: String(customer.Name) })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const products = page.getByRole('combobox', { name: new RegExp(t('staffOrder.addProduct').replace(/[()]/g, '.')) });
  await expect(products).toBeEnabled();
  await products.focus();
  await page.keyboard.type(String(product.Sku), { delay: 20 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: new RegExp(String(product.Sku)) })).toBeVisible();

  // The code, typed in lower case: the line says what the coupon took, the totals show the discount.
  await page.getByRole('textbox', { name: t('staffOrder.codes') }).focus();
  await page.keyboard.type(code.toLowerCase());
  const line = page.getByRole('listitem', { name: new RegExp(String(product.Sku)) });
  await expect(line.getByText(new RegExp(`${code}: −`))).toBeVisible();
  await expect(page.getByText(t('staffOrder.discount'))).toBeVisible();

  // A code that does nothing says why, beside the field.
  await page.keyboard.type(' NOPE-NOT-A-CODE');
  await expect(page.getByRole('alert').filter({ hasText: 'NOPE-NOT-A-CODE' })).toBeVisible();
  for (let i = 0; i < ' NOPE-NOT-A-CODE'.length; i++) await page.keyboard.press('Backspace');
  await expect(page.getByRole('alert').filter({ hasText: 'NOPE-NOT-A-CODE' })).toHaveCount(0);

  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/\/shop\/orders\/\d+$/);
  const id = Number(/\/shop\/orders\/(\d+)$/.exec(page.url())![1]);
  const order = (await apiCall(page, 'GET', `/shop/orders/${id}`)).json as Row;
  expect(Number(order.Discount)).toBeGreaterThan(0);
  const after = (await apiCall(page, 'GET', `/shop/coupons/${coupon.ID}`)).json as Row;
  expect(after.Used).toBe(1);
});
