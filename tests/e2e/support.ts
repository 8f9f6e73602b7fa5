/**
 * End-to-end helpers. Visible texts are read from the Swedish catalogue (the default locale), so the
 * tests follow the product's wording and fail loudly when a message id they rely on disappears.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readCatalogue } from '../catalogue';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { URI, type TOTP } from 'otpauth';

const sv: Record<string, string> = readCatalogue('sv');

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
 * Secrets of the accounts enrolled in this run and the last time step each one signed in with, kept beside
 * the run's database (playwright.config.ts sets E2E_DATA_DIR), so a worker started after a failed test
 * still signs those accounts in and never replays a code.
 */
const secretsFile = join(process.env.E2E_DATA_DIR ?? process.cwd(), 'e2e-enrolled.json');
type Enrolled = Record<string, { raw: string; step: number }>;
const enrolled = {
  all(): Enrolled {
    return existsSync(secretsFile) ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Enrolled) : {};
  },
  get(username: string): { raw: string; step: number } | undefined {
    return this.all()[username];
  },
  set(username: string, raw: string, step: number): void {
    writeFileSync(secretsFile, JSON.stringify({ ...this.all(), [username]: { raw, step } }));
  },
};

const STEP_MS = 30_000;

/**
 * A code the server accepts now (it allows one step of drift) for a step later than the last one this
 * account used: the current step, or the next one, or, when both are used up, the next after waiting.
 */
async function freshCode(totp: TOTP, lastStep: number | null): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = lastStep == null ? now : Math.max(now, lastStep + 1);
    if (step <= now + 1) return { code: totp.generate({ timestamp: step * STEP_MS }), step };
    // The server judges a code by its own (real) clock: the next time step is a wait on that clock.
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 100));
  }
}

/** Checks a caller may run on the sign-in screens as they show (the accessibility sweep does). */
export interface SignInHooks {
  /** The enrolment screen (QR code and raw link), shown on an account's first sign-in in a run. */
  enrolment?: () => Promise<void>;
  /** The code form, before the code is typed. */
  code?: () => Promise<void>;
}

/**
 * Sign in from the login screen through two-factor enrolment (every demo account enrols on its first
 * sign-in): the code is computed from the raw otpauth link the screen shows, as an authenticator would.
 * Each sign-in of an account uses a later time step than the last, so no code is replayed however often
 * an account signs in (a third sign-in within a minute waits for the next step).
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, hooks: SignInHooks = {}): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(t('fields.username')).fill(username);
  await page.getByLabel(t('fields.password')).fill(password);
  await page.getByRole('button', { name: t('session.login.submit') }).click();
  await expect(page).toHaveURL(/\/authenticate/);

  let known = enrolled.get(username);
  if (!known) {
    const raw = await page.locator('a[href^="otpauth://"]').getAttribute('href');
    expect(raw, 'the enrolment screen shows the raw otpauth link').toBeTruthy();
    await expect(page.getByRole('img', { name: t('session.authenticate.qrAlt') })).toBeVisible();
    await hooks.enrolment?.();
    await page.getByRole('button', { name: t('session.authenticate.scanned') }).click();
    known = { raw: raw!, step: -1 };
  }
  const codeField = page.getByLabel(t('fields.authenticationCode'));
  await expect(codeField).toBeVisible();
  await hooks.code?.();
  const { code, step } = await freshCode(URI.parse(known.raw) as TOTP, known.step < 0 ? null : known.step);
  enrolled.set(username, known.raw, step);
  await codeField.fill(code);
  await page.getByRole('button', { name: t('session.authenticate.submit') }).click();
  await expect(page).not.toHaveURL(/\/authenticate/);
}

/** The stored session of each account signed in this run (cookies and local storage), beside the run's database. */
const sessionFile = (username: string) => join(process.env.E2E_DATA_DIR ?? process.cwd(), `e2e-session-${username}.json`);

/**
 * The console opened at `path` as `username`, as a browser that kept the account's session opens it: the
 * session of the account's first sign-in in this run (signIn, through the screens, on first use), so a test
 * that is not about signing in neither repeats the sign-in nor waits for a fresh two-factor code. The
 * console keeps its session in local storage and the CSRF cookie (a sign-out forgets both in that browser
 * only), so the stored session stays good for the run. Sign-in itself is tested where it is the subject
 * (session.spec.ts, the accessibility sweep, keys typed during the sign-in).
 */
export async function signedIn(page: Page, username: string, path = '/'): Promise<void> {
  const file = sessionFile(username);
  if (!existsSync(file)) {
    await page.goto('/');
    await signIn(page, username);
    writeFileSync(file, JSON.stringify(await page.context().storageState()));
    if (path !== '/') await page.goto(path);
    return;
  }
  const state = JSON.parse(readFileSync(file, 'utf8')) as Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;
  await page.context().addCookies(state.cookies);
  // Local storage belongs to the origin: written before the console's first script reads it, on this page's
  // first load only (a later sign-out in the test stays signed out).
  const items = state.origins.flatMap((o) => o.localStorage);
  await page.addInitScript((stored) => {
    // The top document only: a sandboxed frame (the rich-text preview) may not touch storage.
    if (window !== window.top || sessionStorage.getItem('e2e.sessionRestored')) return;
    for (const { name, value } of stored) localStorage.setItem(name, value);
    sessionStorage.setItem('e2e.sessionRestored', '1');
  }, items);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/(login|authenticate)/);
  // Signed in once the screen is drawn, as the on-screen sign-in ends: a test's own waits start from a drawn screen.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
}

/**
 * A call to the API as the user signed in on the page, with the session's token and the CSRF cookie, as the
 * console itself makes it: for setting up or changing data behind the user's back.
 */
export async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (JSON.parse(localStorage.getItem('backoffice') ?? '{}') as { session?: { token?: string } }).session?.token;
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf };
      const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/**
 * Runs a command or opens a record from the palette by keys: Ctrl+K, the text typed, Enter once the highlighted
 * option is the one the text names (`option`, the text itself by default), among the options for the whole text
 * (the field holds it) with the records searched for it (the list is no longer busy).
 */
export async function palette(page: Page, text: string, option = text): Promise<void> {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: t('commands.palette.title') });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(text);
  await expect(dialog.getByRole('combobox')).toHaveValue(text);
  await expect(dialog.getByRole('listbox')).not.toHaveAttribute('aria-busy');
  await expect(dialog.getByRole('option', { selected: true })).toContainText(option);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/**
 * Playwright runs its own scripts in every frame; in a sandboxed frame without allow-scripts (the rich-text
 * preview, which runs no script of ours) Chromium blocks them and logs this (microsoft/playwright#33343).
 * A person's browser never shows it.
 */
function isDriverArtefact(text: string): boolean {
  return /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/.test(
    text,
  );
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
