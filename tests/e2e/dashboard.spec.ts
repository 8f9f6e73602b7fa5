/**
 * The shop dashboard in Chromium (issue 21 §2, §4): the charts are drawn by uPlot under the strict CSP (a refused
 * style or script is a console error, which fails every test here), the screen with its charts meets WCAG 2.1 AA
 * in both themes, the key 2 switches to 24 months in the address, and a figure leads by keyboard to its list
 * with that list's filter.
 */
import { axeViolations, setLook } from './axe';
import { expect, signedIn, t, test } from './support';

test('the dashboard draws its charts under the CSP, reads in both themes, switches months by key and leads to a list', async ({ page }) => {
  await signedIn(page, 'admin', '/shop');
  const heading = (months: number) =>
    page.getByRole('heading', { level: 2, name: t('shop.dashboard.figures').replace('{months}', String(months)) });
  await expect(heading(6)).toBeVisible();
  // Two charts, each a canvas uPlot drew, each with its table.
  await expect(page.locator('figure canvas')).toHaveCount(2);
  await expect(page.locator('figure details table')).toHaveCount(2);

  for (const theme of ['dark', 'light'] as const) {
    await setLook(page, { theme, locale: 'sv' });
    // The charts are drawn again in the theme's colours (the axes' text colour is the muted text token).
    await expect(page.locator('figure canvas')).toHaveCount(2);
    const { serious } = await axeViolations(page);
    expect(serious, `${theme}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
  }

  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('2');
  await expect(page).toHaveURL(/\/shop\?months=24$/);
  await expect(heading(24)).toBeVisible();
  await expect(page.locator('figure details table').first().locator('tbody tr')).toHaveCount(24);

  const card = page.locator('dl div').filter({ hasText: t('shop.dashboard.returnsAwaitingApproval') });
  const link = card.getByRole('link');
  const count = Number((await link.innerText()).replace(/\D/g, ''));
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/returns\?Status=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (count > 0) await expect(page.getByText(new RegExp(`^${count} poster?$`))).toBeVisible();
});
