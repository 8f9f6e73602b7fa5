import { expect, signIn, t, test } from './support';

test('a signed-out visit goes to login, and two-factor enrolment lands on the page that was asked for', async ({ page }) => {
  await page.goto('/shop/customers?q=anna');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Fcustomers%3Fq%3Danna$/);
  await expect(page).toHaveTitle(new RegExp(`\\| Backoffice$`));

  await signIn(page, 'admin');

  await expect(page).toHaveURL(/\/shop\/customers\?q=anna$/);
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopCustomerIndex') })).toBeVisible();
  await expect(page).toHaveTitle(`${t('screens.ShopCustomerIndex')} | Backoffice`);
  await expect(page.getByText('v25.89')).toBeVisible();

  // The session survives a reload (local storage), and an incoming call opens the lookup with the
  // matching customer from the database and the Swedish reverse-phone directory.
  await page.goto('/shop?call=%2B46701234567');
  const lookup = page.getByRole('dialog', { name: t('calls.lookup.title') });
  await expect(lookup).toBeVisible();
  await expect(lookup.getByText('Anna Lindqvist')).toBeVisible();
  await expect(lookup.locator('a[href*="hitta.se"]')).toBeVisible();
});

test('an account whose password is older than a year must change it after signing in', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'expired');
  await expect(page).toHaveURL(/\/change-password$/);

  const criteria = page.getByRole('list', { name: t('session.changePassword.criteria') });
  await expect(criteria.getByRole('listitem')).toHaveCount(5);
  await page.getByLabel(t('fields.newPassword')).fill('Reservdel-Hylla-42');
  await page.getByLabel(t('fields.repeatPassword')).fill('Reservdel-Hylla-42');
  await page.getByRole('button', { name: t('session.changePassword.submit') }).click();

  // A successful change goes to "/", which opens the first screen customer service may view: the orders.
  await expect(page).toHaveURL(/\/shop\/orders\?interval=6&refresh=true$/);
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopOrderIndex') })).toBeVisible();
});

test('a product manager sees only the catalogue and is refused the shop', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'catalog');
  await expect(page).toHaveURL(/\/product\/items$/);
  const nav = page.getByRole('navigation', { name: t('shell.nav.label') });
  await expect(nav.getByRole('link', { name: t('screens.ProductItemIndex'), exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('screens.ShopOrderIndex'), exact: true })).toHaveCount(0);

  await page.goto('/shop/orders');
  await expect(page.getByText(t('shell.notAuthorized.title'))).toBeVisible();
});
