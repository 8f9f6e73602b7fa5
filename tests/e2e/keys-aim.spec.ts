/**
 * Keys land where the user aimed (issue 19 §1), by keyboard alone in Chromium: typing a customer's name in
 * the orders' filter while the list reloads with the open order in it, an order-check decision followed by
 * j and a second decision, and a product picked by its SKU with ArrowDown and Enter pressed at once.
 */
import { CheckStatus } from '../../src/domain/orders/codes';
import { apiCall, expect, signedIn, t, test } from './support';

interface Order {
  ID: number;
  Number: string;
  BillingName: string;
  CheckStatus: number;
}

const rowKeys = (page: import('@playwright/test').Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-key'))));

test('typing in the orders filter while the list reloads with the open order keeps the keys in the filter', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/shop/orders?interval=6&refresh=true');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').first()).toBeFocused();
  const id = Number(await grid.getByRole('row').first().getAttribute('data-key'));
  const order = (await apiCall(page, 'GET', `/shop/orders/${id}`)).json as Order;
  // A word of the customer's name the filter finds the order by.
  let word = '';
  for (const candidate of order.BillingName.split(/\s+/).filter((w) => w.length >= 3)) {
    const found = (await apiCall(page, 'GET', `/shop/orders?interval=6&q=${encodeURIComponent(candidate)}&limit=50`)).json as {
      data: Order[];
    };
    if (found.data.some((o) => o.ID === id)) {
      word = candidate;
      break;
    }
  }
  expect(word, 'a word of the name finds the order').not.toBe('');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${id}\\?`));
  await page.keyboard.press('Escape');
  await expect(grid.locator(`[data-key="${id}"]`)).toBeFocused();
  await page.keyboard.press('/');
  const filter = page.getByRole('searchbox', { name: new RegExp(`^${t('resource.list.filterLabel').replace('{noun}', '')}`) });
  await expect(filter).toBeFocused();
  // Slowly, so the list reloads between the letters, each time with the open order among its rows.
  await page.keyboard.type(word, { delay: 350 });
  await expect(grid.locator(`[data-key="${id}"]`)).toBeVisible();
  await page.keyboard.type('nex', { delay: 350 });
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue(`${word}nex`);
  await expect(page).toHaveURL(/\/shop\/orders\?/);
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(0);
});

test('an order-check decision opens the next order, j goes on and the second decision acts on the order shown', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/shop/orders?needsCheck=true');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').first()).toBeFocused();
  const [first, second, third, fourth] = await rowKeys(page);
  expect(fourth, 'four orders wait for a check').toBeGreaterThan(0);
  const status = async (id: number) => ((await apiCall(page, 'GET', `/shop/orders/${id}`)).json as Order).CheckStatus;
  const before = { second: await status(second), fourth: await status(fourth) };
  const detail = page.locator('[data-pane="detail"]');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${first}\\?needsCheck=true$`));
  await expect(detail).toBeFocused();
  await page.keyboard.press('a');
  await expect(page.getByRole('dialog', { name: t('resources.orders.approveCheck') })).toBeVisible();
  await page.keyboard.type('Kontrollerad');
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${second}\\?needsCheck=true$`));
  await expect(detail).toBeFocused();

  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${third}\\?needsCheck=true$`));
  await expect(detail).toBeFocused();
  await page.keyboard.press('r');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.type('Falsk adress');
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${fourth}\\?needsCheck=true$`));
  await expect(detail).toBeFocused();

  // The first approved, the third rejected, the ones passed over untouched.
  expect(await status(first)).toBe(CheckStatus.Approved);
  expect(await status(third)).toBe(CheckStatus.Rejected);
  expect(await status(second)).toBe(before.second);
  expect(await status(fourth)).toBe(before.fourth);

  // Esc from the record: the focus is on its row, and j works there.
  await page.keyboard.press('Escape');
  await expect(grid.locator(`[data-key="${fourth}"]`)).toBeFocused();
  await page.keyboard.press('j');
  await expect(grid.locator(`[data-key="${fourth}"]`)).not.toBeFocused();
  await expect(grid.getByRole('row').and(page.locator(':focus'))).toHaveCount(1);
});

test('a product typed by its SKU and picked with ArrowDown and Enter at once is the one added', async ({ page }) => {
  await signedIn(page, 'admin');
  const customers = (await apiCall(page, 'GET', '/shop/customers?limit=1')).json as { data: { Email: string; Name: string }[] };
  const products = (await apiCall(page, 'GET', '/product/items?Status=4&limit=20')).json as { data: { ID: number; Sku: string }[] };
  // A product the unfiltered list does not show first.
  const wanted = products.data[products.data.length - 1];
  await page.goto('/shop/orders/new');
  const customer = page.getByRole('combobox', { name: new RegExp(`^${t('resources.orders.CustomerID')}`) });
  await customer.focus();
  await page.keyboard.type(customers.data[0].Email);
  await expect(page.getByRole('option').filter({ hasText: customers.data[0].Name }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  const picker = page.getByRole('combobox', { name: new RegExp(t('staffOrder.addProduct').replace(/[()]/g, '.')) });
  await expect(picker).toBeEnabled();
  await picker.focus();
  // The unfiltered list first, then the SKU typed fast and chosen at once.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.type(wanted.Sku, { delay: 20 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: new RegExp(`${wanted.Sku}`) })).toBeVisible();
  // The line added is that product's, and the only one.
  await expect(page.getByRole('spinbutton')).toHaveCount(1);
});
