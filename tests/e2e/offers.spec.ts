/**
 * An offer by keyboard alone (issue 31 §3): from a customer's detail a colleague opens a new offer for them (Shift+Q),
 * picks the shipping and payment method, types a coupon's code and saves (Ctrl+S); adds a line in the lines tab (N,
 * the product by its SKU, the quantity, Ctrl+S); sends it (Shift+S, Enter on the question), confirms it (Shift+B,
 * Enter) and opens the order it made from the palette by its number. The coupon is made through the API beforehand,
 * and `apiCall` reads what the test needs to know.
 */
import { apiCall, expect, palette, signedIn, t, test } from './support';

interface Row {
  ID: number;
  Name?: string;
  Sku?: string;
  SKU?: string;
  ProductID?: number;
  CustomerID?: number;
  StoreID?: number;
  ShippingMethodID?: number;
  PaymentMethodID?: number;
  Status?: number;
  OrderID?: number | null;
  Number?: string;
  Discount?: string;
  Total?: string;
}

const field = (label: string) => new RegExp(`^${label.replace(/[()]/g, '.')}`);

test('an offer with a coupon is sent, confirmed and becomes an order', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, 'admin');
  // A demo offer's customer (one with an address, in a store whose methods it uses) and a product its store sells.
  const demo = ((await apiCall(page, 'GET', '/shop/offers?Status=1&limit=1')).json as { data: Row[] }).data[0];
  const line = ((await apiCall(page, 'GET', `/shop/offer-items?OfferID=${demo.ID}&limit=1`)).json as { data: Row[] }).data[0];
  const shipping = (await apiCall(page, 'GET', `/setting/shipping-methods/${String(demo.ShippingMethodID)}`)).json as Row;
  const payment = (await apiCall(page, 'GET', `/setting/payment-methods/${String(demo.PaymentMethodID)}`)).json as Row;
  const code = `OFFERE2E${Date.now() % 1_000_000}`;
  const coupon = (
    await apiCall(page, 'POST', '/shop/coupons', {
      Code: code,
      Name: 'Offert tio procent (e2e)',
      Type: 1,
      Percentage: '10.00',
      StartsAt: new Date(Date.now() - 3_600_000).toISOString(),
    })
  ).json as Row;
  expect(coupon.ID).toBeGreaterThan(0);

  const customer = (await apiCall(page, 'GET', `/shop/customers/${String(demo.CustomerID)}`)).json as Row;
  await page.goto(`/shop/customers/${String(demo.CustomerID)}`);
  // The customer's record is open (its command acts on it).
  await expect(page.getByRole('heading', { level: 2, name: String(customer.Name) })).toBeVisible();
  await page.locator('body').press('Shift+Q');
  await expect(page).toHaveURL(new RegExp(`/shop/offers/new/${String(demo.CustomerID)}$`));

  for (const [label, name] of [
    [t('resources.offers.ShippingMethodID'), String(shipping.Name)],
    [t('resources.offers.PaymentMethodID'), String(payment.Name)],
  ] as const) {
    const picker = page.getByRole('combobox', { name: field(label) });
    await picker.focus();
    await page.keyboard.type(name.slice(0, 12));
    await expect(page.getByRole('option').filter({ hasText: name }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await page.getByRole('textbox', { name: field(t('resources.offers.Codes')) }).focus();
  await page.keyboard.type(code.toLowerCase());
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/shop\/offers\/edit\/\d+$/);
  const id = Number(/\/shop\/offers\/edit\/(\d+)$/.exec(page.url())![1]);

  // A line: the lines tab, N, the product by its SKU, two of it, Ctrl+S.
  await page.getByRole('tab', { name: t('resource.detail.details') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t('resources.offerItems.other'), exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: new RegExp(t('resource.children.add').replace('{noun}', '.+')) })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type(String(line.SKU), { delay: 20 });
  await expect(
    page
      .getByRole('option')
      .filter({ hasText: String(line.SKU) })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const quantity = dialog.getByLabel(field(t('resources.offerItems.Quantity')));
  await quantity.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Control+s');
  await expect(dialog).toBeHidden();
  const grid = page.getByRole('grid', { name: t('resources.offerItems.other') });
  await expect(grid.getByRole('row').filter({ hasText: String(line.SKU) })).toBeVisible();
  // The coupon took its part of the line.
  await expect.poll(async () => Number(((await apiCall(page, 'GET', `/shop/offers/${id}`)).json as Row).Discount)).toBeGreaterThan(0);

  // Back to the offer's own tab (the lines' grid has keys of its own), then send: the question, Enter.
  await page.getByRole('tab', { name: t('resources.offerItems.other'), exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: t('resource.detail.details') })).toHaveAttribute('aria-selected', 'true');
  // The offer explains its line: the customer's price, and the coupon that took its discount.
  const explained = (at: typeof page) =>
    at
      .getByRole('table', { name: t('orders.linePrices.title') })
      .getByRole('row')
      .filter({ hasText: String(line.SKU) });
  await expect(explained(page)).toContainText(t('orders.linePrices.source.customerPrice'));
  await expect(explained(page)).toContainText(new RegExp(code, 'i'));
  await page.keyboard.press('Shift+S');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(async () => ((await apiCall(page, 'GET', `/shop/offers/${id}`)).json as Row).Status).toBe(2);

  // Confirm: the order placed at the offer's prices.
  await page.keyboard.press('Shift+B');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(async () => ((await apiCall(page, 'GET', `/shop/offers/${id}`)).json as Row).Status).toBe(3);
  const offer = (await apiCall(page, 'GET', `/shop/offers/${id}`)).json as Row;
  const order = (await apiCall(page, 'GET', `/shop/orders/${String(offer.OrderID)}`)).json as Row;
  expect(order.Total).toBe(offer.Total);
  expect(order.Discount).toBe(offer.Discount);

  // The order, opened from the palette by its number.
  await palette(page, String(order.Number));
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${String(offer.OrderID)}$`));
  // The order's line came from the offer, with the coupon's part.
  await expect(explained(page)).toContainText(t('orders.linePrices.source.offer'));
  await expect(explained(page)).toContainText(new RegExp(code, 'i'));
});
