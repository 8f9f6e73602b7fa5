/**
 * Accessibility sweep: every route of the screen table (SCREENS) and every overlay, checked by axe-core
 * against WCAG 2.0/2.1 A and AA (colour contrast included), in the light and the dark theme and in Swedish
 * and English. No serious or critical violation may remain.
 *
 * - Screens come from SCREENS, so a screen added to the table is visited without being listed here: a
 *   list, dashboard or tool at its menu address; a "new" screen at its address; a record screen with the
 *   first row of its list (or id 1 when it has no list), and its edit form when the record offers one.
 *   Public screens are checked signed out and on the way through the sign-in.
 * - Overlays and dialogs are reached as a person would: the palette with record hits, the cheat sheet,
 *   the shortcut settings, the to-do panel, the call lookup, the filter and sort menus, the bulk bar, the
 *   delete, action, unsaved-changes and stale-write dialogs, a form's errors, the narrow drawer.
 * - Looks: each state is checked twice, in complementary looks, so every state is seen in both themes and
 *   both languages, and each of the four theme × language pairs covers half of the states: even states in
 *   light + Swedish and dark + English, odd states in light + English and dark + Swedish. The sweep runs in
 *   four rounds, one per look, switched with the console's own switches, moving between screens without
 *   reloading (docs/decisions.md, "Accessibility sweep").
 *
 * A11Y_PROGRESS=1 prints each state as it is reached and checked, with its findings.
 */
import type { Page } from '@playwright/test';
import { RESOURCES } from '../../src/domain/resources';
import { SCREENS, menuHref, screenByName, screenHref, type Screen } from '../../src/domain/screens';
import { fitsContent } from '../../src/views/resource/list/columns';
import { axeViolations, closeOverlays, currentLook, goClient, setLook, Stillness, text, type Finding, type Look } from './axe';
import { apiCall, expect, signIn, test } from './support';

const LOOKS: readonly Look[] = [
  { theme: 'light', locale: 'sv' },
  { theme: 'dark', locale: 'en' },
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'sv' },
];
/** Even states are seen in looks 0 and 1, odd states in looks 2 and 3. */
const looksOf = (index: number): [Look, Look] => (index % 2 === 0 ? [LOOKS[0], LOOKS[1]] : [LOOKS[2], LOOKS[3]]);

const NARROW = { width: 800, height: 900 };
/** The desktop width the console is laid out for: the list screens' values are checked whole at it too. */
const WIDE = { width: 1440, height: 900 };
/** A customer of the demo shop with a known number (docs/decisions.md, "Demo shop"). */
const KNOWN_CALLER = '+46701234567';

/**
 * Per list screen, the columns that never cut their values (amounts, numbers, dates, a status chip:
 * fitsContent), from the declarations; checked whole on each visit of the screen (axe cannot tell).
 */
const WHOLE_COLUMNS = new Map<string, string[]>();
for (const def of RESOURCES) {
  const screen = screenByName.get(`${def.screen}Index`);
  const keys = def.fields.filter((f) => f.list && !f.hidden && fitsContent(f)).map((f) => f.key);
  if (screen && keys.length) WHOLE_COLUMNS.set(screen.name, [...new Set([...(WHOLE_COLUMNS.get(screen.name) ?? []), ...keys])]);
}

/** The values of the columns `keys` that the list on screen cuts, and how many cells it showed. */
async function cutValues(page: Page, keys: string[]): Promise<{ cut: string[]; seen: number }> {
  const grid = page.getByRole('grid');
  if (!(await grid.count())) return { cut: [], seen: 0 }; // an empty list: nothing to cut
  await expect(grid.getByRole('row').first()).toBeVisible();
  return page.evaluate((columns) => {
    const cut: string[] = [];
    let seen = 0;
    for (const key of columns) {
      for (const cell of document.querySelectorAll<HTMLElement>(`[data-column="${key}"]`)) {
        seen++;
        for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
          if (el.closest('.sr-only')) continue; // text for screen readers only, clipped on purpose
          if (el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflowX !== 'visible') {
            cut.push(`${key}: "${cell.textContent ?? ''}" (${el.scrollWidth} > ${el.clientWidth})`);
            break;
          }
        }
      }
    }
    return { cut, seen };
  }, keys);
}

interface Check {
  state: string;
  look: Look;
  serious: Finding[];
  lesser: number;
}

/** What a state needs to be reached: the page, the look on screen, and the sweep's shared memory. */
interface Ctx {
  page: Page;
  look: Look;
  t: (id: string) => string;
  still: () => Promise<void>;
  go: (href: string) => Promise<void>;
  firstRowId: (list: Screen | undefined) => Promise<string>;
  /** A console error the state causes on purpose (a refused stale write's 409). */
  expectConsoleError: (pattern: RegExp) => void;
  /** Checks that the list on screen shows its amounts, dates and statuses whole (WHOLE_COLUMNS). */
  wholeValues: (screen: Screen) => Promise<void>;
}

interface State {
  name: string;
  /** The SCREENS entry this state shows (for the coverage check). */
  screen?: string;
  /** Brings the screen into the state; returns false when the state does not exist (nothing to check). */
  reach: (ctx: Ctx) => Promise<boolean | void>;
  /** Leaves the state clean for the next one (overlays closed, forms left). */
  leave?: (ctx: Ctx) => Promise<void>;
  /** The state changes the shell's navigation or toolbar (the narrow drawer): check them too. */
  chrome?: boolean;
  /** Rules axe leaves off by default that this state is checked with too (axeViolations). */
  rules?: readonly string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The `=0 {…}` text of a plural message ("Filter"). */
const zeroBranch = (message: string) => /=0 \{([^}]*)\}/.exec(message)?.[1] ?? message;

/** The document title names the screen: the route matched what the state meant to show. */
async function expectScreen(ctx: Ctx, s: Screen): Promise<void> {
  await expect(ctx.page).toHaveTitle(new RegExp(`^${escape(ctx.t(s.titleId))} \\|`));
}

/** The list screen beside a record screen (`ShopFaqDetail` → `ShopFaqIndex`). */
function listOf(s: Screen): Screen | undefined {
  const name = s.name.replace(/(Detail|Edit)$/, 'Index');
  return SCREENS.find((other) => other.name === name && other.kind === 'list');
}

function hrefOf(s: Screen): string {
  // A tool of one record (a purchase order's receive screen) opens on record 1, with the menu's query like the others.
  return s.kind === 'list' || s.kind === 'dashboard' || s.kind === 'tool'
    ? screenHref(s, { id: 1 }, s.menuQuery)
    : screenHref(s, { id: 1 });
}

/** Where a record screen's record is: the first row of its list, or id 1 when it has none. */
async function recordHref(ctx: Ctx, s: Screen): Promise<string> {
  return screenHref(s, { id: await ctx.firstRowId(listOf(s)) });
}

function screenStates(): State[] {
  const states: State[] = [];
  for (const s of SCREENS) {
    if (s.public) continue; // checked signed out, before and during the sign-in
    if (s.kind === 'detail') {
      states.push({
        name: `${s.name} (record)`,
        screen: s.name,
        reach: async (ctx) => {
          await ctx.go(await recordHref(ctx, s));
          await expectScreen(ctx, s);
        },
      });
      states.push({
        name: `${s.name} (edit form)`,
        screen: s.name,
        reach: async (ctx) => {
          // The record's address with ?edit=1, as its Edit button (e) opens it; a screen without a form for
          // this user (a read-only record, a screen not built yet) has no edit state to check.
          await ctx.go(`${await recordHref(ctx, s)}?edit=1`);
          await expectScreen(ctx, s);
          if (await ctx.page.locator('main form').count()) return true;
          await expect(
            ctx.page.getByRole('button', { name: ctx.t('resource.action.edit'), exact: true }),
            'no form, so no Edit button',
          ).toHaveCount(0);
          return false;
        },
      });
    } else {
      states.push({
        name: s.name,
        screen: s.name,
        reach: async (ctx) => {
          await ctx.go(hrefOf(s));
          await expectScreen(ctx, s);
          await ctx.wholeValues(s);
          if (s.kind === 'new' && (await ctx.page.locator('main form').count())) await expect(ctx.page.locator('main form')).toBeVisible();
        },
      });
    }
  }
  return states;
}

const dialog = (ctx: Ctx) => ctx.page.locator('[role="dialog"], [role="alertdialog"]').last();

/** A FAQ answer, for the record, delete and history states (a resource every admin may edit). */
const FAQ = () => SCREENS.find((s) => s.name === 'SettingFaqDetail')!;
/** Stop words: the edits and saves of the form states go here, a resource no other journey reads. */
const STOP_WORDS = () => SCREENS.find((s) => s.name === 'SettingStopWordDetail')!;

/** Changes the record behind the user's back (another person's save): same values, a new version. */
async function touchRecord(page: Page, apiPath: string): Promise<void> {
  const record = await apiCall(page, 'GET', apiPath);
  const { status } = await apiCall(page, 'PUT', apiPath, record.json);
  expect(status, 'the other save went through').toBe(200);
}

/**
 * Every child collection (found from the declarations): its tab in a parent record that has children, and
 * its form dialog opened with n in the tab's list (when the collection takes new records).
 */
function childStates(): State[] {
  return RESOURCES.filter((r) => r.parent).flatMap((child) => {
    const parentDef = RESOURCES.find((r) => r.name === child.parent!.resource)!;
    const detail = SCREENS.find((s) => s.name === `${parentDef.screen}Detail`)!;
    // A parent with children; for a collection that changes only in some of its parent's states (an order's
    // items before it goes to the warehouse), a parent in one of them, so the form can open.
    const parentId = async (ctx: Ctx): Promise<string> => {
      const lock = child.parent!.changesWhen;
      if (!lock) {
        const found = await apiCall(ctx.page, 'GET', `/${child.area}/${child.path}?limit=1`);
        const first = (found.json as { data: Record<string, unknown>[] }).data[0];
        expect(first, `the demo data holds a ${child.name}`).toBeTruthy();
        return String(first[child.parent!.field]);
      }
      const filter = Object.entries(lock.when)
        .map(([key, values]) => `${key}=${encodeURIComponent(values.join(','))}`)
        .join('&');
      const parents = await apiCall(ctx.page, 'GET', `/${parentDef.area}/${parentDef.path}?${filter}&limit=50`);
      for (const parent of (parents.json as { data: Record<string, unknown>[] }).data) {
        const children = await apiCall(ctx.page, 'GET', `/${child.area}/${child.path}?${child.parent!.field}=${String(parent.ID)}&limit=1`);
        if ((children.json as { data: unknown[] }).data.length) return String(parent.ID);
      }
      throw new Error(`the demo data holds no ${parentDef.name} matching ${filter} with ${child.name}`);
    };
    const open = async (ctx: Ctx) => {
      await ctx.go(screenHref(detail, { id: await parentId(ctx) }));
      await ctx.page.getByRole('tab', { name: ctx.t(child.noun.other), exact: true }).click();
      const rows = ctx.page.getByRole('grid', { name: ctx.t(child.noun.other) }).getByRole('row');
      await expect(rows.first()).toBeVisible();
      return rows;
    };
    const tab: State = {
      name: `${child.name} in its parent's tab`,
      reach: async (ctx) => {
        await open(ctx);
        await ctx.still();
      },
    };
    // Children only the server writes (an order's events) have no form.
    if (!child.actions.create) return [tab];
    return [
      tab,
      {
        name: `${child.name} form dialog`,
        reach: async (ctx) => {
          const rows = await open(ctx);
          await rows.first().focus();
          await ctx.page.keyboard.press('n');
          await expect(ctx.page.getByRole('dialog')).toBeVisible();
          await ctx.still();
        },
      },
    ];
  });
}

function overlayStates(): State[] {
  return [
    {
      name: 'palette open',
      // The options' names hold what they show (WCAG 2.5.3), commands with their key hints too.
      rules: ['label-content-name-mismatch'],
      reach: async (ctx) => {
        await ctx.go('/shop');
        await ctx.page.keyboard.press('Control+k');
        await expect(ctx.page.getByRole('dialog', { name: ctx.t('commands.palette.title') })).toBeVisible();
        await expect(ctx.page.getByRole('option').first()).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'palette with record hits',
      rules: ['label-content-name-mismatch'],
      reach: async (ctx) => {
        await ctx.go('/shop');
        await ctx.page.keyboard.press('Control+k');
        await expect(ctx.page.getByRole('dialog', { name: ctx.t('commands.palette.title') })).toBeVisible();
        await ctx.page.keyboard.type('anna');
        await expect(ctx.page.getByRole('option', { name: /Anna Lindqvist/ }).first()).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'cheat sheet',
      reach: async (ctx) => {
        await ctx.go('/shop');
        await ctx.page.locator('main').focus();
        await ctx.page.keyboard.press('?');
        await expect(ctx.page.getByRole('dialog', { name: ctx.t('commands.cheatSheet.title') })).toBeVisible();
      },
    },
    {
      name: 'shortcut settings',
      reach: async (ctx) => {
        await ctx.go('/shop');
        await ctx.page.getByRole('button', { name: ctx.t('commands.shortcuts.open'), exact: true }).click();
        await expect(ctx.page.getByRole('dialog', { name: ctx.t('commands.shortcuts.title') })).toBeVisible();
      },
    },
    {
      name: 'to-do panel',
      reach: async (ctx) => {
        await ctx.go('/shop');
        await ctx.page
          .getByRole('button', { name: new RegExp(`^${escape(ctx.t('todos.panel.title'))}`) })
          .first()
          .click();
        await expect(ctx.page.getByRole('dialog', { name: ctx.t('todos.panel.title') })).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'call lookup with the caller',
      reach: async (ctx) => {
        await ctx.go(`/shop?call=${encodeURIComponent(KNOWN_CALLER)}`);
        const lookup = ctx.page.getByRole('dialog', { name: ctx.t('calls.lookup.title') });
        await expect(lookup.getByText('Anna Lindqvist')).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'call lookup with recent calls',
      reach: async (ctx) => {
        await ctx.go('/shop');
        await ctx.page.getByRole('button', { name: ctx.t('calls.lookup.open'), exact: true }).click();
        await expect(ctx.page.getByRole('dialog', { name: ctx.t('calls.lookup.title') })).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'toolbar search scopes',
      reach: async (ctx) => {
        await ctx.go('/shop');
        await ctx.page.locator('header [role="search"] button, header button[aria-haspopup="listbox"]').first().click();
        await expect(ctx.page.getByRole('listbox')).toBeVisible();
      },
    },
    {
      name: 'narrow window with the navigation drawer open',
      chrome: true,
      reach: async (ctx) => {
        await ctx.go('/shop/customers');
        await ctx.page.setViewportSize(NARROW);
        await ctx.page.getByRole('button', { name: ctx.t('shell.nav.toggle') }).click();
        await expect(ctx.page.locator('#sidebar')).toBeInViewport();
        await ctx.still();
      },
      leave: async (ctx) => {
        await ctx.page.setViewportSize(WIDE);
      },
    },
    {
      name: 'list filter menu',
      reach: async (ctx) => {
        await ctx.go('/setting/faq');
        await ctx.page.getByRole('button', { name: new RegExp(`^${escape(zeroBranch(ctx.t('resource.filter.button')))}`) }).click();
        await expect(ctx.page.getByRole('dialog')).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'list sort menu',
      reach: async (ctx) => {
        await ctx.go('/setting/faq');
        await ctx.page.getByRole('button', { name: new RegExp(escape(ctx.t('resource.list.sort'))) }).click();
        await expect(ctx.page.getByRole('listbox')).toBeVisible();
      },
    },
    {
      name: 'list without matches',
      reach: async (ctx) => {
        await ctx.go('/setting/faq?q=zzzzqqqq');
        await expect(ctx.page.getByText(ctx.t('resource.list.noMatches'))).toBeVisible();
      },
    },
    {
      name: 'list with checked rows and the bulk bar',
      reach: async (ctx) => {
        await ctx.go('/setting/faq');
        const rows = ctx.page.getByRole('grid').getByRole('row');
        await rows.first().focus();
        await ctx.page.keyboard.press('x');
        await ctx.page.keyboard.press('Shift+j');
        await expect(ctx.page.getByRole('toolbar', { name: ctx.t('resource.bulk.label') })).toBeVisible();
      },
    },
    {
      name: 'bulk delete confirmation',
      reach: async (ctx) => {
        await ctx.go('/setting/faq');
        const rows = ctx.page.getByRole('grid').getByRole('row');
        await rows.first().focus();
        await ctx.page.keyboard.press('x');
        await ctx.page.keyboard.press('Shift+j');
        await ctx.page
          .getByRole('toolbar', { name: ctx.t('resource.bulk.label') })
          .getByRole('button', { name: ctx.t('resource.action.delete') })
          .click();
        await expect(ctx.page.getByRole('alertdialog')).toBeVisible();
      },
    },
    {
      name: 'record history tab',
      reach: async (ctx) => {
        await ctx.go(await recordHref(ctx, FAQ()));
        await ctx.page.getByRole('tab', { name: ctx.t('resource.detail.history') }).click();
        await expect(ctx.page.getByRole('tabpanel')).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'delete confirmation',
      reach: async (ctx) => {
        await ctx.go(await recordHref(ctx, FAQ()));
        await ctx.page
          .locator('[data-pane="detail"]')
          .getByRole('button', { name: ctx.t('resource.action.delete'), exact: true })
          .click();
        await expect(ctx.page.getByRole('alertdialog')).toBeVisible();
      },
    },
    {
      name: 'action confirmation',
      reach: async (ctx) => {
        await ctx.go(
          await recordHref(
            ctx,
            SCREENS.find((s) => s.name === 'SettingUserDetail')!,
          ),
        );
        await ctx.page.getByRole('button', { name: ctx.t('resources.users.resetTwoFactor'), exact: true }).click();
        await expect(ctx.page.getByRole('alertdialog')).toBeVisible();
      },
    },
    {
      name: 'new form with its errors',
      reach: async (ctx) => {
        await ctx.go(screenHref(SCREENS.find((s) => s.name === 'SettingStopWordNew')!));
        await expect(ctx.page.locator('main form')).toBeVisible();
        await ctx.page.locator('main form input').first().focus();
        await ctx.page.keyboard.press('Control+s');
        await expect(ctx.page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
      },
    },
    {
      name: 'unsaved-changes question',
      reach: async (ctx) => {
        // An earlier look left its edit of this record as a kept draft, which the form would offer first.
        await ctx.page.evaluate(() => {
          for (const key of Object.keys(sessionStorage)) if (key.startsWith('backoffice.draft:')) sessionStorage.removeItem(key);
        });
        await ctx.go(`${await recordHref(ctx, STOP_WORDS())}?edit=1`);
        const field = ctx.page.locator('main form input[type="text"], main form textarea').first();
        // The record's value is in the field before anything is typed.
        await expect(field).toHaveValue(/.+/);
        await field.focus();
        await ctx.page.keyboard.type('x');
        await expect(field).toHaveValue(/x$/);
        await ctx.page.keyboard.press('Escape');
        await expect(ctx.page.getByRole('alertdialog')).toBeVisible();
      },
    },
    {
      name: 'stale-write dialog',
      reach: async (ctx) => {
        const href = await recordHref(ctx, STOP_WORDS());
        await ctx.go(`${href}?edit=1`);
        const field = ctx.page.locator('main form input[type="text"], main form textarea').first();
        await field.focus();
        await ctx.page.keyboard.type('x');
        await touchRecord(ctx.page, href);
        ctx.expectConsoleError(/status of 409 \(Conflict\)/);
        await ctx.page.keyboard.press('Control+s');
        await expect(dialog(ctx)).toBeVisible();
        await ctx.still();
      },
    },
    {
      name: 'saved message',
      reach: async (ctx) => {
        // An earlier look left its edit of this record as a kept draft, which the form would offer first.
        await ctx.page.evaluate(() => {
          for (const key of Object.keys(sessionStorage)) if (key.startsWith('backoffice.draft:')) sessionStorage.removeItem(key);
        });
        await ctx.go(`${await recordHref(ctx, STOP_WORDS())}?edit=1`);
        const field = ctx.page.locator('main form input[type="text"]').first();
        await field.focus();
        await ctx.page.keyboard.press('End');
        await ctx.page.keyboard.press('Backspace');
        await ctx.page.keyboard.type('s');
        await ctx.page.keyboard.press('Control+s');
        await expect(ctx.page.getByText(ctx.t('errors.saved'))).toBeVisible();
      },
    },
    {
      name: 'not found',
      reach: async (ctx) => {
        await ctx.go('/shop/no-such-screen');
        await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    },
  ];
}

// A control that never turns up fails the state in seconds, not at the sweep's time limit.
test.use({ actionTimeout: 20_000 });

/**
 * The sweep in two halves, each a test of its own that `npm test` runs in a lane of its own: the first half
 * checks the public screens and the sign-in, then the even states (looks 0 and 1), the second half the odd
 * states (looks 2 and 3). Each half checks its states in both themes and both languages.
 */
const HALVES = ['first half: the public screens and the even states', 'second half: the odd states'] as const;
for (const [half, what] of HALVES.entries()) {
  test(`every screen and overlay meets WCAG 2.1 AA in both themes and both languages, ${what}`, ({ page, consoleErrors }) =>
    sweep(half, { page, consoleErrors }));
}

async function sweep(half: number, { page, consoleErrors }: { page: Page; consoleErrors: string[] }): Promise<void> {
  test.setTimeout(30 * 60_000);
  const started = Date.now();
  await page.setViewportSize(WIDE);
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  const stillness = new Stillness(page);
  const checks: Check[] = [];
  const ids = new Map<string, string>();
  const expectedErrors: RegExp[] = [];
  const timing = { reach: 0, axe: 0 };
  const whole = { cut: [] as string[], cells: 0, screens: new Set<string>() };

  const makeCtx = (look: Look): Ctx => {
    const ctx: Ctx = {
      page,
      look,
      t: (id) => text(id, look.locale),
      expectConsoleError: (pattern) => expectedErrors.push(pattern),
      wholeValues: async (s) => {
        const keys = WHOLE_COLUMNS.get(s.name);
        if (!keys) return;
        const found = await cutValues(page, keys);
        whole.cut.push(...found.cut.map((c) => `${s.name} (${page.url()}) [${look.theme}/${look.locale}] ${c}`));
        whole.cells += found.seen;
        whole.screens.add(s.name);
      },
      still: () => stillness.wait(),
      go: async (href) => {
        await goClient(page, href);
        await stillness.wait();
      },
      firstRowId: async (list) => {
        if (!list) return '1';
        const known = ids.get(list.name);
        if (known) return known;
        await ctx.go(menuHref(list));
        const row = page.getByRole('grid').getByRole('row').first();
        const id = (await row.count()) ? await row.getAttribute('data-key') : null;
        ids.set(list.name, id ?? '1');
        return id ?? '1';
      },
    };
    return ctx;
  };

  async function check(state: string, look: Look, chrome = true, rules: readonly string[] = []): Promise<void> {
    expect(await currentLook(page), `${state}: the look on screen`).toEqual(look);
    const started = Date.now();
    const { serious, lesser } = await axeViolations(page, { chrome, rules });
    timing.axe += Date.now() - started;
    checks.push({ state, look, serious, lesser });
    if (process.env.A11Y_PROGRESS) {
      console.log(`${state} [${look.theme}/${look.locale}] axe ${Date.now() - started} ms`);
      for (const f of serious) console.log(`  ${f.impact} ${f.rule}: ${f.help}\n    ${f.nodes.join('\n    ')}`);
    }
  }

  // Signed out: every public screen at its address, then the sign-in's own screens as they come.
  const publicScreens = SCREENS.filter((s) => s.public);
  const seenPublic = new Set<string>();
  await page.goto('/login');
  await stillness.wait();
  if (half === 0) {
    const [first, second] = looksOf(0);
    for (const s of publicScreens) {
      await goClient(page, s.path);
      await stillness.wait();
      if (new URL(page.url()).pathname !== s.path) continue; // forwards elsewhere without a sign-in under way
      for (const look of [first, second]) {
        await setLook(page, look);
        await stillness.wait();
        await check(s.name, look);
      }
      await setLook(page, first);
      seenPublic.add(s.name);
    }
    await goClient(page, '/login');
    const bothLooks = async (state: string, screenName: string) => {
      for (const look of [second, first]) {
        await setLook(page, look);
        await stillness.wait();
        await check(state, look);
      }
      seenPublic.add(screenName);
    };
    await signIn(page, 'admin', undefined, {
      enrolment: () => bothLooks('Authenticate (enrolment)', 'Authenticate'),
      code: () => bothLooks('Authenticate (code)', 'Authenticate'),
    });
    await expect(page.getByRole('navigation', { name: text('shell.nav.label', 'sv') })).toBeVisible();
    expect([...seenPublic].sort(), 'every public screen was checked signed out').toEqual(publicScreens.map((s) => s.name).sort());
  } else {
    await signIn(page, 'admin');
  }

  // Signed in: the screens of the table and the overlays, in four rounds, one per look.
  const states = [...screenStates(), ...overlayStates(), ...childStates()];
  // Every screen of the table has a state in one of the halves (the public ones are the first half's).
  expect(SCREENS.filter((s) => !s.public && !states.some((state) => state.screen === s.name)).map((s) => s.name)).toEqual([]);
  const skipped = new Set<string>();
  for (const [lookIndex, look] of LOOKS.entries()) {
    if (Math.floor(lookIndex / 2) !== half) continue;
    await goClient(page, '/shop');
    await stillness.wait();
    await closeOverlays(page);
    await setLook(page, look);
    const ctx = makeCtx(look);
    // The shell's navigation and toolbar are checked on the round's first screen, with the screen.
    let chromeChecked = false;
    for (const [index, state] of states.entries()) {
      if (!looksOf(index).includes(LOOKS[lookIndex])) continue;
      const reaching = Date.now();
      const reached = await state.reach(ctx);
      timing.reach += Date.now() - reaching;
      if (process.env.A11Y_PROGRESS) console.log(`${state.name}: reached in ${Date.now() - reaching} ms`);
      if (reached === false) {
        skipped.add(state.name);
      } else {
        await check(state.name, look, !chromeChecked || !!state.chrome, state.rules);
        chromeChecked = true;
      }
      await state.leave?.(ctx);
      await closeOverlays(page);
    }
  }

  /**
   * The screens this half checks: those of its states that exist (a record screen's edit form may not; its
   * record state, which always exists, is then in the other half), and the public screens in the first.
   */
  const mine = new Set(
    states.flatMap((state, index) => (index % 2 === half && state.screen && !skipped.has(state.name) ? [state.screen] : [])),
  );
  if (half === 0) for (const s of publicScreens) mine.add(s.name);

  // The console errors the states caused on purpose, each once.
  for (const pattern of expectedErrors) {
    const at = consoleErrors.findIndex((e) => pattern.test(e));
    if (at >= 0) consoleErrors.splice(at, 1);
  }

  // Coverage: every screen of the table in both themes and both languages.
  const seen = new Map<string, Set<string>>();
  for (const c of checks) {
    const name = c.state.replace(/ \(.*\)$/, '');
    const looks = seen.get(name) ?? new Set<string>();
    looks.add(c.look.theme).add(c.look.locale);
    seen.set(name, looks);
  }
  const uncovered = SCREENS.filter((s) => mine.has(s.name) && !['light', 'dark', 'sv', 'en'].every((l) => seen.get(s.name)?.has(l))).map(
    (s) => s.name,
  );
  expect(uncovered, 'screens not checked in both themes and both languages').toEqual([]);

  const distinct = new Set(checks.map((c) => c.state));
  const perLook = LOOKS.slice(half * 2, half * 2 + 2).map(
    (l) =>
      `${l.theme}/${l.locale}: ${checks.filter((c) => c.look === l || (c.look.theme === l.theme && c.look.locale === l.locale)).length}`,
  );
  const failing = checks.filter((c) => c.serious.length);
  console.log(
    [
      `Accessibility sweep, ${half === 0 ? 'first' : 'second'} half: ${mine.size} of the ${SCREENS.length} screens of the table, ${distinct.size} states × 2 looks = ${checks.length} axe checks (${perLook.join(', ')})`,
      `  record screens without an edit form to check: ${skipped.size} (${[...skipped].map((n) => n.replace(/ \(.*\)$/, '')).join(', ')})`,
      `  lesser (moderate/minor) violations seen: ${checks.reduce((n, c) => n + c.lesser, 0)}`,
      `  wall time ${((Date.now() - started) / 1000).toFixed(0)} s (reaching states ${(timing.reach / 1000).toFixed(0)} s, axe ${(timing.axe / 1000).toFixed(0)} s)`,
    ].join('\n'),
  );
  // Amounts, dates and statuses whole on every list screen at the desktop width, in both languages.
  expect([...WHOLE_COLUMNS.keys()]).toEqual(expect.arrayContaining(['ShopOrderIndex', 'ProductItemIndex', 'ShopReturnIndex']));
  expect(
    [...WHOLE_COLUMNS.keys()].filter((name) => mine.has(name) && !whole.screens.has(name)),
    'list screens whose values were checked whole',
  ).toEqual([]);
  expect(whole.cells).toBeGreaterThan(100);
  expect(whole.cut, 'amounts, dates and statuses cut on a list screen').toEqual([]);

  const report = failing.flatMap((c) =>
    c.serious.map((f) => `${c.state} [${c.look.theme}/${c.look.locale}] ${f.impact} ${f.rule}: ${f.help}\n    ${f.nodes.join('\n    ')}`),
  );
  expect(report, 'serious or critical accessibility violations').toEqual([]);
}
