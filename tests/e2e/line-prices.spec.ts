/**
 * An invoice explains its lines (issue 31 §1, "the explanation"): a demo invoice with a line a deal discounted shows,
 * under its fields, where the line's price came from and the deal that took its discount, with what it took.
 * `apiCall` only finds such an invoice.
 */
import { apiCall, expect, signedIn, t, test } from './support';

interface Line {
  InvoiceID: number;
  SKU: string | null;
  Discount: string;
}

test('an invoice explains each discounted line by the rule that took it', async ({ page }) => {
  await signedIn(page, 'admin');
  let found: Line | undefined;
  let cursor: string | null = null;
  do {
    const { json } = await apiCall(page, 'GET', `/shop/invoice-lines?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
    const pageOf = json as { data: Line[]; nextCursor: string | null };
    found = pageOf.data.find((line) => Number(line.Discount) > 0 && line.SKU);
    cursor = pageOf.nextCursor;
  } while (!found && cursor);
  expect(found, 'a demo invoice with a discounted line').toBeDefined();

  await page.goto(`/shop/invoices/${found!.InvoiceID}`);
  const explained = page
    .getByRole('table', { name: t('orders.linePrices.title') })
    .getByRole('row')
    .filter({ hasText: String(found!.SKU) });
  await expect(explained).toBeVisible();
  // The deal by name with its amount ("Kampanj Sommarrea: 12,34 kr"), not "no discount".
  await expect(explained).toContainText(t('orders.linePrices.rule.deal').split(' ')[0]);
  await expect(explained).not.toContainText(t('orders.linePrices.noDiscount'));
});
