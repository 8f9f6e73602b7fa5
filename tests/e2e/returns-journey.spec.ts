/**
 * The returns journey by keyboard alone (issue 9 §8): support opens an order from the palette by its number and
 * a return over the replacement threshold is made from it, answered with SPEC.md's "…threshold price exceeded…
 * Wait for Approval"; the supervisor opens the return audits from the palette and clears both tabs with keys
 * (a approves, d declines with a reason, x and shift+j check a selection that a approves after its summary); the
 * replacement order appears, opened from the palette; the customer's e-mail about it is in the Outbox.
 * Keys only (the shared sign-in helper fills the sign-in form); `apiCall` only reads what the test needs to
 * know (an order worth returning, the return's replacement order's number).
 */
import type { Page } from '@playwright/test';
import { apiCall, expect, palette, signedIn, signIn, t, test, tf } from './support';

async function signOut(page: Page): Promise<void> {
  await palette(page, t('commands.session.logout'));
  await expect(page.getByRole('button', { name: t('session.login.submit') })).toBeVisible();
}

/** Tabs until the return-audits queue pane of the shown tab has focus. */
async function focusQueue(page: Page, name: string): Promise<void> {
  const pane = page.getByRole('region', { name });
  for (let i = 0; i < 40; i++) {
    if (await pane.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(pane).toBeFocused();
}

/** Checks every row of the focused queue (x, then shift+j to the end) and approves them after the summary. */
async function approveAll(page: Page, name: string): Promise<void> {
  const pane = page.getByRole('region', { name });
  // The queue's rows (or its empty text) first: counting before they arrive would approve nothing.
  await expect(
    pane
      .getByRole('row')
      .nth(1)
      .or(pane.getByText(t('returnAudits.empty'))),
  ).toBeVisible();
  const rows = await pane.getByRole('row').count();
  const count = rows - 1; // the header row
  if (count <= 0) return;
  await page.keyboard.press('x');
  for (let i = 1; i < count; i++) await page.keyboard.press('Shift+J');
  await page.keyboard.press('a');
  if (count === 1) return; // one return is approved without a summary
  const summary = page.getByRole('dialog');
  await expect(summary).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(summary).toBeHidden();
}

test('a return decision followed at once by a reload is there, and its effects come after the window; a decision made offline is sent when the connection is back', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, 'supervisor');
  await palette(page, t('screens.ShopReturnAudits'));
  await expect(page).toHaveURL(/\/shop\/return-audits/);
  const chargebacks = t('returnAudits.tab.chargebacks');
  const pane = page.getByRole('region', { name: chargebacks });
  // On arrival the queue has the keyboard: no Tab needed.
  await expect(pane).toBeFocused();
  const row = pane.locator('tr[aria-current="true"]');
  const id = Number(await row.getAttribute('data-return-id'));
  await page.keyboard.press('a');
  // Reported as made, then reloaded at once: the decision is on the server, not lost with the page.
  await expect(page.getByRole('status')).toContainText(/godkänd/);
  await page.reload();
  await expect(pane).toBeFocused();
  await expect(pane.locator(`tr[data-return-id="${id}"]`)).toHaveCount(0);
  type Decided = { Status: number; DecidedBy: number | null; AppliedAt: string | null; Action: number; ResultOrderID: number | null };
  const read = async () => (await apiCall(page, 'GET', `/shop/returns/${id}`)).json as Decided;
  expect(await read()).toMatchObject({ Status: 2, DecidedBy: expect.any(Number) });
  // After the window the server's job carries it out, once: the chargeback or the replacement order.
  await expect.poll(async () => (await read()).AppliedAt, { timeout: 20_000 }).not.toBeNull();
  const applied = await read();
  if (applied.Action === 1) {
    const made = (await apiCall(page, 'GET', `/shop/chargebacks?ReturnID=${id}`)).json as { data: unknown[] };
    expect(made.data).toHaveLength(1);
  } else {
    expect(applied.ResultOrderID).toEqual(expect.any(Number));
  }

  // Without a connection the screen says so and sends the decision again when it is back.
  const next = Number(await row.getAttribute('data-return-id'));
  await context.setOffline(true);
  await page.keyboard.press('a');
  await expect(page.getByRole('status')).toContainText(t('returnAudits.offline'));
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText(/godkänd/, { timeout: 15_000 });
  expect(((await apiCall(page, 'GET', `/shop/returns/${next}`)).json as Decided).Status).toBe(2);
  // The browser logs each attempt that could not leave it; those, and only those, were expected.
  const offline = consoleErrors.filter(
    (e) => e.includes('net::ERR_INTERNET_DISCONNECTED') && e.includes('/api/shop/return-audits/approve'),
  );
  expect(offline.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline.includes(e)));
});

test('a return over the threshold is made, a supervisor clears both approval tabs by keys, the replacement order and its e-mail appear', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, 'support');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopOrderIndex') })).toBeVisible();

  // An order worth more than the replacement threshold (1,500.00), still open.
  const list = (await apiCall(page, 'GET', '/shop/orders?limit=100&interval=24')).json as {
    data: { ID: number; Number: string; Total: string; Status: number }[];
  };
  const order = list.data.find((o) => Number(o.Total) > 2500 && o.Status !== 99)!;
  expect(order, 'an open order over 2,500').toBeTruthy();

  // The palette opens an order by its number.
  await palette(page, order.Number);
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${order.ID}$`));
  await expect(page.getByRole('heading', { name: new RegExp(order.Number) }).first()).toBeVisible();

  // "Create a return from this order" (Shift+R on the order): the action by arrows, each item's quantity, the reason.
  await page.keyboard.press('Shift+R');
  const form = page.getByRole('dialog', { name: tf('returns.form.title', { number: order.Number }) });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: t('enums.returnAction.1') })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: t('enums.returnAction.2') })).toBeChecked();
  await expect(form.getByRole('spinbutton').first()).toBeVisible();
  const lines = await form.getByRole('spinbutton').count();
  for (let i = 0; i < lines; i++) {
    await page.keyboard.press('Tab');
    await page.keyboard.type('999'); // at most what was bought: the field keeps the order's quantity
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type('Skärmen flimrar efter två dagar');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: t('resources.returns.QuantityVerified') })).toBeChecked();
  await page.keyboard.press('Control+Enter');
  await expect(form).toBeHidden();
  // SPEC.md section 8's answer, in the console's language.
  await expect(page.getByText(t('errors.replacementThresholdExceeded'))).toBeVisible();
  expect(t('errors.replacementThresholdExceeded')).not.toBe('');
  const returns = (await apiCall(page, 'GET', `/shop/returns?OrderID=${order.ID}`)).json as {
    data: { ID: number; Status: number; Action: number }[];
  };
  const created = returns.data.reduce((a, b) => (b.ID > a.ID ? b : a));
  expect(created).toMatchObject({ Status: 1, Action: 2 });
  await signOut(page);

  // The supervisor clears the queue.
  await signIn(page, 'supervisor');
  await palette(page, t('screens.ShopReturnAudits'));
  await expect(page).toHaveURL(/\/shop\/return-audits/);
  const chargebacks = t('returnAudits.tab.chargebacks');
  const reclaims = t('returnAudits.tab.reclaims');

  // On arrival the queue has the keyboard (no Tab).
  const first = page.getByRole('region', { name: chargebacks });
  await expect(first).toBeFocused();
  await expect(first.getByRole('row').nth(1)).toBeVisible();
  const before = (await first.getByRole('row').count()) - 1;
  // a approves the focused row; the next one is focused at once.
  await page.keyboard.press('a');
  await expect(first.getByRole('row')).toHaveCount(before);
  await expect(page.getByRole('status')).toContainText(/godkänd/);
  // d declines it after the reason: the reason list has focus; Tab to the decline button, Enter.
  await page.keyboard.press('d');
  const decline = page.getByRole('dialog');
  await expect(decline).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(decline).toBeHidden();
  await expect(page.getByRole('status')).toContainText(/nekad/);
  await expect(first).toBeFocused();
  // The rest as one selection, approved after the summary of the money it moves.
  await approveAll(page, chargebacks);

  // The second tab: back to the tab list, the arrow to the next tab, into its queue.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: reclaims })).toHaveAttribute('aria-selected', 'true');
  await focusQueue(page, reclaims);
  await approveAll(page, reclaims);

  // When the undo window closes the decisions are sent, and both tabs are empty.
  await expect(page.getByRole('status')).toBeEmpty({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: reclaims })).toContainText(t('returnAudits.empty'), { timeout: 15_000 });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('region', { name: chargebacks })).toContainText(t('returnAudits.empty'), { timeout: 15_000 });

  // The replacement order appears once the approval's undo window has passed (the server's job makes it), linked
  // from the return; the palette opens it by its number.
  const readReturn = async () =>
    (await apiCall(page, 'GET', `/shop/returns/${created.ID}`)).json as { Status: number; ResultOrderID: number | null };
  await expect.poll(async () => (await readReturn()).ResultOrderID, { timeout: 20_000 }).toEqual(expect.any(Number));
  const decided = await readReturn();
  expect(decided.Status).toBe(2);
  const replacement = (await apiCall(page, 'GET', `/shop/orders/${decided.ResultOrderID}`)).json as { ID: number; Number: string };
  await palette(page, replacement.Number);
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${replacement.ID}$`));
  await expect(page.getByRole('heading', { name: new RegExp(replacement.Number) }).first()).toBeVisible();

  // The customer's e-mail about it is in the Outbox.
  await palette(page, t('screens.ShopOutboxIndex'));
  await expect(page).toHaveURL(/\/shop\/outbox/);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Din ersättningsvara är skickad|Your replacement has been sent/ })
      .first(),
  ).toBeVisible();
});
