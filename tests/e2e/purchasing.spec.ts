/**
 * Purchasing by keyboard alone (issue 30 §3): the buyer opens the purchase orders from the palette and proposes
 * (Shift+P) from the order lines that wait for supply; opens a Pending purchase order from the palette by its
 * number, sends it to the supplier (Shift+S, Enter on the question); presses r for the receive screen and scans
 * each line's SKU (typed, ending with Enter as a scanner does), takes one line past its order after the question,
 * and posts the receipt with Ctrl+Enter; the purchase order is Received and the customers' order lines it served are
 * Purchase Order Delivered. `apiCall` only reads what the test needs to know (which purchase order, its lines'
 * SKUs, the order lines' statuses).
 */
import type { Page } from '@playwright/test';
import { apiCall, expect, palette, signedIn, t, test } from './support';

interface Row {
  ID: number;
  Number?: string;
  SKU?: string;
  Quantity?: number;
  Status?: number;
  OrderItemID?: number;
  ItemStatus?: number;
}

const rows = async (page: Page, path: string): Promise<Row[]> => ((await apiCall(page, 'GET', path)).json as { data: Row[] }).data;

test('a buyer proposes, sends and receives a purchase order by scanning; keys only', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin');
  await palette(page, t('screens.ShopPurchaseOrderIndex'));
  await expect(page).toHaveURL(/\/shop\/purchase-orders/);
  const grid = page.getByRole('grid', { name: t('resources.purchaseOrders.other') });
  await expect(grid.getByRole('row').first()).toBeFocused();

  // The demo data has order lines waiting for supply: the proposal puts them on purchase orders.
  await page.keyboard.press('Shift+P');
  await expect(page.getByRole('status').filter({ hasText: /orderrad/ })).toBeVisible();

  // A Pending purchase order with lines, opened by its number from the palette.
  const pending = await rows(page, '/shop/purchase-orders?Status=1&limit=50');
  let order: Row | undefined;
  let lines: Row[] = [];
  for (const candidate of pending) {
    lines = await rows(page, `/shop/purchase-order-items?PurchaseOrderID=${candidate.ID}&limit=100`);
    if (lines.length > 0 && lines.length <= 6) {
      order = candidate;
      break;
    }
  }
  expect(order, 'a Pending purchase order with a few lines after the proposal').toBeDefined();
  const allocations = await rows(page, `/shop/purchase-order-allocations?PurchaseOrderID=${order!.ID}&limit=500`);
  await palette(page, order!.Number!);
  await expect(page).toHaveURL(new RegExp(`/shop/purchase-orders/${order!.ID}`));

  // Sent to the supplier: the question, then Enter.
  await page.locator('body').press('Shift+S');
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /skickad till/ })).toBeVisible();

  // Receive: every line scanned with its quantity, the last one more than ordered (asked, and kept).
  await page.locator('body').press('r');
  await expect(page).toHaveURL(new RegExp(`/shop/purchase-orders/${order!.ID}/receive`));
  const code = page.getByLabel(t('purchasing.receive.code'));
  await expect(code).toBeFocused();
  for (const [index, line] of lines.entries()) {
    const last = index === lines.length - 1;
    await page.keyboard.type(line.SKU!);
    await page.keyboard.press('Enter');
    const quantity = page.getByRole('spinbutton');
    await expect(quantity).toBeFocused();
    await page.keyboard.type(String(line.Quantity! + (last ? 1 : 0)));
    await page.keyboard.press('Enter');
    if (last) {
      const over = page.getByRole('alertdialog');
      await expect(over).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(over).toBeHidden();
    }
    await expect(code).toBeFocused();
  }
  // A code that is not on it is said at once, and nothing is counted.
  await page.keyboard.type('NOT-ON-IT');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'NOT-ON-IT' })).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');

  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('status').filter({ hasText: t('enums.purchaseOrderStatus.7') })).toBeVisible();
  const received = (await apiCall(page, 'GET', `/shop/purchase-orders/${order!.ID}`)).json as Row;
  expect(received.Status).toBe(7);
  for (const allocation of allocations) {
    const item = (await apiCall(page, 'GET', `/shop/order-items/${allocation.OrderItemID}`)).json as Row;
    expect(item.ItemStatus).toBe(10);
  }

  // Esc goes back to the purchase order.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/shop/purchase-orders/${order!.ID}$`));
});
