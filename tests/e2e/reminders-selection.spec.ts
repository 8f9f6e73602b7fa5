/**
 * The invoice reminders' selection mode by keyboard alone (issue 20 §2): g then i opens the reminders, Shift+X
 * starts the selection, x and j check rows of the page (one whose next action the server will perform, one it
 * will skip), Shift+P shows the summary of the dry run, Enter performs, the outcome per invoice is read and
 * closed, and Esc cancels the selection. `apiCall` reads which rows are which (the server's dry run), and makes
 * one reminder due first (below).
 */
import type { Page } from '@playwright/test';
import { ReminderStatus } from '../../src/features/billing/domain/codes';
import { apiCall, expect, signIn, t, test, tf } from './support';

interface Outcome {
  ID: number;
  outcome: 'ready' | 'done' | 'skipped';
  InvoiceNumber: string | null;
}

const OPEN: number[] = [ReminderStatus.Pending, ReminderStatus.Active];

interface Reminder {
  ID: number;
  Version: number;
  NextActionAt: string | null;
  Status: number;
}

/**
 * The hourly run (on the hour) performs every due reminder that is not marked, so whether the first page has one due
 * depends on the hour the test runs at. A marked reminder waits for a person whatever the hour: when the first page
 * has none due, unmarking the marked one due longest makes one, at the head of the list's order (next action, oldest
 * first).
 */
async function makeOneDue(page: Page): Promise<void> {
  if ((await dryRun(page, await firstPage(page, ''))).some((o) => o.outcome === 'ready')) return;
  const marked = await apiCall(page, 'GET', '/shop/invoice-reminders?IsMarked=true&sort=NextActionAt&limit=50');
  const due = (marked.json as { data: Reminder[] }).data.find(
    (r) => r.NextActionAt !== null && Date.parse(r.NextActionAt) <= Date.now() && OPEN.includes(r.Status),
  );
  expect(due, 'a marked reminder whose next action is due in the demo data').toBeDefined();
  const unmarked = await apiCall(page, 'POST', `/shop/invoice-reminders/${due!.ID}/unmark`, { Version: due!.Version });
  expect(unmarked.status).toBe(200);
}

/** What the selection would do with these reminders (the server's dry run). */
async function dryRun(page: Page, ids: number[]): Promise<Outcome[]> {
  return ((await apiCall(page, 'POST', '/shop/invoice-reminders/next-actions', { ids, dryRun: true })).json as { data: Outcome[] }).data;
}

/** The ids of the list's first page (50 rows), of the query on screen or another. */
async function firstPage(page: Page, query = new URL(page.url()).search): Promise<number[]> {
  const search = new URLSearchParams(query);
  search.set('limit', '50');
  const answer = await apiCall(page, 'GET', `/shop/invoice-reminders?${search.toString()}`);
  return (answer.json as { data: { ID: number }[] }).data.map((r) => r.ID);
}

test('invoice reminders: start a selection, check rows, read the summary, perform, read the outcomes, cancel; keys only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, 'manager');
  await makeOneDue(page);
  await page.locator('body').press('g');
  await page.keyboard.press('i');
  await expect(page).toHaveURL(/\/shop\/invoice-reminders/);
  const grid = page.getByRole('grid', { name: t('resources.invoiceReminders.other') });
  await expect(grid.getByRole('row').first()).toBeFocused();

  const ids = await firstPage(page);
  const dry = await dryRun(page, ids);
  // The first row the server would act on, and one it would skip, both within the rows in view.
  const ready = dry.findIndex((o) => o.outcome === 'ready');
  // The skipped row nearest to it, so both stay among the rows drawn (the list is virtualized).
  const skipped =
    dry
      .map((o, index) => ({ o, index }))
      .filter(({ o }) => o.outcome === 'skipped')
      .sort((a, b) => Math.abs(a.index - ready) - Math.abs(b.index - ready))[0]?.index ?? -1;
  expect(ready, 'a reminder due for its next action on the first page of the demo data').toBeGreaterThanOrEqual(0);
  const wanted = [ready, skipped].filter((i) => i >= 0).sort((a, b) => a - b);

  await page.keyboard.press('Shift+X');
  const bar = page.getByRole('toolbar', { name: t('resource.selection.label') });
  await expect(bar).toBeVisible();
  let at = 0;
  for (const index of wanted) {
    for (; at < index; at++) await page.keyboard.press('j');
    await page.keyboard.press('x');
  }
  await expect(bar.getByRole('status')).toContainText(`${wanted.length} markerad`);

  await page.keyboard.press('Shift+P');
  const summary = page.getByRole('alertdialog');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('1 utförs');
  if (skipped >= 0) await expect(summary).toContainText('1 hoppas över');
  await page.keyboard.press('Enter');

  const outcome = page.getByRole('alertdialog', {
    name: tf('resource.selection.outcomeTitle', { action: t('resources.invoiceReminders.selection.perform') }),
  });
  await expect(outcome).toBeVisible();
  const table = outcome.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(wanted.length + 1);
  const number = dry[ready].InvoiceNumber!;
  await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText(t('resource.selection.done'));
  await page.keyboard.press('Enter');
  await expect(outcome).toBeHidden();

  // The keys are the list's again: Esc cancels the selection.
  await expect(grid.locator('[role="row"]:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
  await expect(grid.locator('[role="row"][aria-selected="true"]')).toHaveCount(0);
});
