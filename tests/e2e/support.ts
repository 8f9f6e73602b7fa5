/**
 * End-to-end helpers. Visible texts are read from the Swedish catalogue (the default locale), so the
 * tests follow the product's wording and fail loudly when a message id they rely on disappears.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { URI, type TOTP } from 'otpauth';

const catalogueDir = join(process.cwd(), 'src/intl/messages/sv');
const sv: Record<string, string> = Object.assign(
  {},
  ...readdirSync(catalogueDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(catalogueDir, f), 'utf8')) as Record<string, string>),
);

/** The Swedish text of a message without placeholders. */
export function t(id: string): string {
  const text = sv[id];
  if (text === undefined) throw new Error(`The Swedish catalogue has no message "${id}"`);
  return text;
}

/** The Swedish text of a message with simple `{name}` placeholders filled in. */
export function tf(id: string, values: Record<string, string | number>): string {
  return t(id).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const DEMO_PASSWORD = 'Backoffice#2026';

/**
 * Secrets of the accounts enrolled in this run, kept beside the run's database (playwright.config.ts sets
 * E2E_DATA_DIR), so a worker started after a failed test still signs those accounts in.
 */
const secretsFile = join(process.env.E2E_DATA_DIR ?? process.cwd(), 'e2e-enrolled.json');
const enrolled = {
  get(username: string): string | undefined {
    return existsSync(secretsFile) ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>)[username] : undefined;
  },
  set(username: string, raw: string): void {
    const all = existsSync(secretsFile) ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>) : {};
    writeFileSync(secretsFile, JSON.stringify({ ...all, [username]: raw }));
  },
};

/**
 * Sign in from the login screen through two-factor enrolment (every demo account enrols on its first
 * sign-in): the code is computed from the raw otpauth link the screen shows, as an authenticator would.
 * An account signed in a second time in the same run uses the next time step's code, so no code is replayed
 * (two sign-ins per account and run at most).
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(t('fields.username')).fill(username);
  await page.getByLabel(t('fields.password')).fill(password);
  await page.getByRole('button', { name: t('session.login.submit') }).click();
  await expect(page).toHaveURL(/\/authenticate/);

  let code: string;
  const known = enrolled.get(username);
  if (known) {
    // Enrolled earlier in this run: the code form shows at once. The next time step's code is valid
    // (one step of drift is allowed) and later than the step the first sign-in used, so it is no replay.
    code = (URI.parse(known) as TOTP).generate({ timestamp: Date.now() + 30_000 });
  } else {
    const raw = await page.locator('a[href^="otpauth://"]').getAttribute('href');
    expect(raw, 'the enrolment screen shows the raw otpauth link').toBeTruthy();
    await expect(page.getByRole('img', { name: t('session.authenticate.qrAlt') })).toBeVisible();
    await page.getByRole('button', { name: t('session.authenticate.scanned') }).click();
    enrolled.set(username, raw!);
    code = (URI.parse(raw!) as TOTP).generate();
  }
  await page.getByLabel(t('fields.authenticationCode')).fill(code);
  await page.getByRole('button', { name: t('session.authenticate.submit') }).click();
  await expect(page).not.toHaveURL(/\/authenticate/);
}

/**
 * Playwright runs its own scripts in every frame; in a sandboxed frame without allow-scripts (the rich-text
 * preview, which runs no script of ours) Chromium blocks them and logs this (microsoft/playwright#33343).
 * A person's browser never shows it.
 */
function isDriverArtefact(text: string): boolean {
  return /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/.test(text);
}

/**
 * The test function of this suite: every page it opens must finish without a console error or an
 * uncaught exception (a Content-Security-Policy violation, a missing file or a failed call shows up here).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isDriverArtefact(message.text())) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
