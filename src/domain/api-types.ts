/**
 * Shapes of the calls whose form SPEC.md section 7 fixes, shared by the browser client and the server.
 * Field names follow the spec (PascalCase for records, as the shop's other systems read them).
 */

/** POST /login, /authenticate-totp, /refresh */
export interface TokenResponse {
  token: string;
  /** Millisecond timestamp of expiry. */
  expire: number;
}

/** The JWT payload (DESIGN.md "Tokens"). */
export interface TokenPayload {
  id: number;
  role: number;
  /** The user has a TOTP secret. */
  secret: boolean;
  /** Two-factor passed. */
  tfa: boolean;
  /** Seconds since epoch. */
  exp: number;
}

/** GET /setting/users/{id} */
export interface CurrentUser {
  ID: number;
  Name: string;
  Username: string;
  Email: string;
  Role: number;
  CanApproveReturns: boolean;
  /** ISO date-time or null when never changed. */
  PasswordChangedAt: string | null;
}

/** GET /setting/users (directory entries) */
export interface UserRef {
  ID: number;
  Name: string;
  Role: number;
}

/** POST /setting/users/{id}/generate-secret */
export interface SecretResponse {
  /** PNG image, base64 (data URL). */
  qr: string;
  /** otpauth:// link. */
  raw: string;
}

/** Every list answer; header x-be-records carries the total count. */
export interface ListResponse<T> {
  data: T[];
  nextCursor: string | null;
}

export interface Locale {
  ID: number;
  Code: string;
  Name: string;
  Active: boolean;
}
export interface Country {
  ID: number;
  Code: string;
  Name: string;
}
export interface CurrencyGroup {
  ID: number;
  Name: string;
  Currency: string;
}
export interface StoreGroup {
  ID: number;
  Name: string;
  CurrencyGroupID: number;
}
export interface Store {
  ID: number;
  Name: string;
  Domain: string;
  StoreGroupID: number;
  Currency: string;
  Locale: string;
  CountryCode: string;
}
export interface Vat {
  ID: number;
  CountryCode: string;
  VatTypeID: number;
  Rate: number;
}
export interface VatType {
  ID: number;
  Name: string;
}
export interface PriceListGroup {
  ID: number;
  Name: string;
  MergedFrom: number | null;
}
export interface StockStatus {
  id: number;
  content: string;
}

/** GET /common/to-dos entries */
export interface TodoItem {
  ID: number;
  QueueID: number;
  QueueName: string;
  Title: string;
  /** A route target inside the console, e.g. /shop/orders/123. */
  DeepLink: string;
  AssignedTo: number | null;
  CompletedAt: string | null;
  CreatedAt: string;
}

/** POST /common/to-dos/assign */
export interface AssignResponse {
  data: TodoItem | null;
}
/** GET /common/to-do-count */
export interface TodoCountResponse {
  count: number;
}

/**
 * A customer as the customers resource's list and record answer it (GET /shop/customers?q=, the engine's
 * list protocol: a phone number in the free text matches the normalized number; src/domain/resources/shop/customers.ts).
 */
export interface CustomerMatch {
  ID: number;
  Version: number;
  CreatedAt: string;
  UpdatedAt: string;
  Name: string;
  Email: string;
  Phone: string;
  City: string;
  StoreID: number;
}

/**
 * A hit of the palette's record search (GET /common/search?q=&limit=): the resource, the record's ID, title and
 * subtitle, and whether the text names the record (its title or an identifier such as a ticket's number is the text).
 */
export interface SearchHit {
  Resource: string;
  ID: number;
  Title: string;
  Subtitle: string | null;
  Exact: boolean;
}

/** POST /captuerr */
export interface ErrorReport {
  error: string;
  stack: string;
  userAgent: string;
  url: string;
}
