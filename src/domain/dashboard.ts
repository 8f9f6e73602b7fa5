/**
 * The shop dashboard's figures (issue 21 §2; SPEC.md section 9 "Reporting intervals"): `GET /api/shop/dashboard?months=6|24`
 * answers the orders, revenue, average order value and return rate per calendar month (Europe/Stockholm, the
 * current month included and marked partial) and store, and the figures of the moment: orders waiting for a
 * check, returns waiting for approval, open tickets by state and open invoice reminders by their next step.
 * Every figure carries the address of the list it counts (a screen path with that list's own filters), so the
 * dashboard links it and a test can ask the list for the same count. Definitions: docs/decisions.md "Dashboard".
 */
/** The reporting intervals in months. */
export const DASHBOARD_MONTHS = [6, 24] as const;
export type DashboardMonths = (typeof DASHBOARD_MONTHS)[number];
export const DEFAULT_DASHBOARD_MONTHS: DashboardMonths = 6;
/** The query parameter of the interval, on the API and in the dashboard's address (`/shop?months=24`). */
export const PARAM_MONTHS = 'months';

/** The key that switches the dashboard to each interval: its first digit (src/features/dashboard/dashboard.commands.ts). */
export const DASHBOARD_MONTH_KEYS: Readonly<Record<DashboardMonths, string>> = { 6: '6', 24: '2' };

/** The calendar the months are counted in. */
export const DASHBOARD_TIME_ZONE = 'Europe/Stockholm';

/** `?months=` read as the dashboard's address has it: 6 or 24, anything else the default. */
export function monthsOf(raw: string | null | undefined): DashboardMonths {
  const found = DASHBOARD_MONTHS.find((m) => String(m) === raw?.trim());
  return found ?? DEFAULT_DASHBOARD_MONTHS;
}

/** A count and the list (screen path and query) that shows exactly what it counts. */
export interface DashboardCount {
  count: number;
  href: string;
}

/** One store in one month. Amounts are SEK with two decimals ("1234.50"). */
export interface DashboardStoreMonth {
  StoreID: number;
  /** Orders placed in the month, annulled ones not counted. */
  orders: DashboardCount;
  /** The sum of those orders' totals (VAT included), each currency at its currency group's rate to SEK. */
  revenue: string;
  /** revenue / orders; null without orders. */
  averageOrderValue: string | null;
  /**
   * Returns whose goods came back (ReturnedAt) in the month, of this store's orders. The returns list has no
   * store filter, so `href` lists the month's returns of every store.
   */
  returns: DashboardCount;
  /** returns / orders, as a fraction (0.042); null without orders. */
  returnRate: number | null;
}

export interface DashboardMonth {
  /** `2026-11`. */
  month: string;
  /** The current month, still running. */
  partial: boolean;
  /** Every store that had an order or a return in the period, in the same order each month. */
  stores: DashboardStoreMonth[];
  /** Every store together. */
  total: Omit<DashboardStoreMonth, 'StoreID'>;
}

interface DashboardNow {
  /** Orders waiting for a check, or snoozed and due again (the orders' `needsCheck`). */
  ordersToCheck: DashboardCount;
  /** Returns waiting for a supervisor's approval. */
  returnsAwaitingApproval: DashboardCount;
  /** Open tickets (OPEN_TICKET_STATES) by state; empty while the console has no tickets. */
  ticketsByState: (DashboardCount & { state: number })[];
  /** Open invoice reminders (pending or active) by their next action. */
  remindersByStep: (DashboardCount & { action: number })[];
  /** Purchase orders with the supplier whose expected date has passed (the purchase orders' `late`). */
  purchaseOrdersLate: DashboardCount;
}

export interface DashboardAnswer {
  months: DashboardMonths;
  /** The first instant of the first month and the last of the current one, ISO 8601. */
  from: string;
  to: string;
  currency: 'SEK';
  /** Oldest first. */
  monthly: DashboardMonth[];
  /** The whole period, every store. */
  period: Omit<DashboardStoreMonth, 'StoreID'>;
  now: DashboardNow;
}

/** A link's path and its query parameters (what a list screen reads, and its API the same). */
export function hrefParts(href: string): { path: string; query: Record<string, string> } {
  const url = new URL(href, 'http://console.invalid');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}
