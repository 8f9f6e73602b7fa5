/** Business constants from SPEC.md section 9. */
export const VERSION_LABEL = 'v25.89';
export const SHORT_NAME = 'Backoffice';
export const API_BASE = '/api';

/**
 * The feature flags (SPEC.md section 1: "Two feature flags are both on: FreeShippingCoupon and SwapOrder"):
 * FreeShippingCoupon gives a coupon its free-shipping switch; SwapOrder the return action Exchange (the swap order).
 */
export const FEATURE_FLAGS = { FreeShippingCoupon: true, SwapOrder: true } as const;

export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';

export const FLASH_AUTO_CLOSE_MS = 4000;
export const VALIDATION_DELAY_MS = 500;
export const TOKEN_REFRESH_THRESHOLD_MS = 3_600_000;
export const PASSWORD_MAX_AGE_DAYS = 365;
export const PASSWORD_MIN_LENGTH = 10;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TODO_POLL_MS = 30_000;
export const TODO_ASSIGN_CATEGORY = 1;
/** The recent-calls list keeps fewer than 10 entries. */
export const RECENT_CALLS_MAX = 9;

/** Token lifetimes (DESIGN.md "Session and security"). */
export const PRE_TFA_TOKEN_TTL_SECONDS = 10 * 60;
export const FULL_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** Default list intervals in months (SPEC.md section 9). */
export const DEFAULT_LIST_INTERVAL = 6;

/** The shop's time zone: where "tomorrow 08:00" is (src/domain/time-presets.ts); the staff work in Sweden. */
export const SHOP_TIME_ZONE = 'Europe/Stockholm';
/** The longest `interval` a list takes, in months (ten years). */
export const LIST_MAX_INTERVAL = 120;

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 500;

/** Headers and cookies shared by client and server. */
export const HEADER_RECORDS = 'x-be-records';
/** A list answer's count stopped at the cap: there are more than `x-be-records` (docs/decisions.md "Counts"). */
export const HEADER_RECORDS_CAPPED = 'x-be-records-capped';
export const HEADER_LOCALE = 'X-Locale';
export const HEADER_XSRF = 'X-XSRF-TOKEN';
export const COOKIE_XSRF = 'XSRF-TOKEN';
/** Query parameter that carries an incoming call's phone number on any page. */
export const CALL_QUERY_PARAM = 'call';

/** Image types the server makes thumbnails of (GET /api/common/files/{id}/thumbnail); the browser shows them. */
export const THUMBNAIL_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Order check thresholds (SPEC.md section 9): an order waits for a check with more than 4 items, a value above
 * 5,000 SEK (in öre), or when it makes more than 2 orders by its customer within 30 days. The duplicate window is
 * the product's own choice (docs/decisions.md "Order risk checks").
 */
export const ORDER_CHECK_MAX_ITEMS = 4;
export const ORDER_CHECK_MAX_VALUE_SEK_MINOR = 500_000;
export const ORDER_CHECK_MAX_ORDERS_IN_WINDOW = 2;
export const ORDER_CHECK_ORDERS_WINDOW_DAYS = 30;
export const ORDER_CHECK_DUPLICATE_WINDOW_HOURS = 24;
