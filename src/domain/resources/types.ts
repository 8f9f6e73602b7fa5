/**
 * The shape of a resource declaration (pure data, shared by browser and server). One declaration drives a
 * resource's table (server/db/schema/resource-table.ts), its API (server/resources), its screens
 * (src/views/resource) and its commands (src/commands/resource.commands.ts).
 *
 * Keys: a field's `key` is PascalCase (`Name`, `StoreID`) and is used verbatim as the record's JSON key,
 * the form field, the filter and sort parameter, and the Drizzle column property. Every record also has
 * `ID`, `Version`, `CreatedAt` and `UpdatedAt` (SYSTEM_KEYS).
 */
import type { Permission } from '../permissions';
import type { PlaceholderNames } from '../placeholders';
import type { TimePreset } from '../time-presets';
import type { Rule } from '../validation';
import type { TextFormName } from './text-forms';

export type ResourceArea = 'setting' | 'shop' | 'product' | 'support';

export type FieldKind =
  /** One line of text (max 255 unless `maxLength`). `format: 'email' | 'url' | 'color' | 'sku'` adds a check. */
  | 'text'
  /** Several lines of plain text. */
  | 'longText'
  /** Generated from `source` with the spec's slug rules while the user has not edited it; unique. */
  | 'slug'
  /** Whole number. */
  | 'integer'
  /** Decimal number with `scale` decimals (default 2). */
  | 'decimal'
  /**
   * numeric(14,2); `currency` is a fixed ISO code, the key of a text field holding one, or the key of a
   * currencyGroup field whose group's currency it is.
   */
  | 'money'
  /** Percent with 2 decimals, 0–100 unless min/max say otherwise. */
  | 'percentage'
  | 'boolean'
  /** One of `options` (codes with label message ids); `multiple` for a set. */
  | 'enum'
  /** Calendar date, ISO `YYYY-MM-DD`. */
  | 'date'
  /** Instant, ISO 8601 with offset. */
  | 'datetime'
  /** A locale code from /common/locales (`sv`, `en`, …). */
  | 'locale'
  /** An ISO 3166-1 alpha-2 country code from /common/countries (`SE`), read by the country's name. */
  | 'country'
  /** A storefront id from /common/stores; `multiple` for a set. */
  | 'store'
  /** A store group id from /common/store-groups; `multiple` for a set. */
  | 'storeGroup'
  /** A currency group id from /common/currency-groups (a money field can take its currency from it). */
  | 'currencyGroup'
  /** A product stock status id from /product/stock-statuses (labels per locale). */
  | 'stockStatus'
  /** A price list group id from /product/price-list-groups (groups merged into another are not offered). */
  | 'priceListGroup'
  /** A price list's rule tree, stored as JSON (src/domain/price-lists/rules.ts). */
  | 'priceRules'
  /** HTML, sanitized on the server before it is stored. */
  | 'richText'
  /** An uploaded file's id (POST /api/common/files); `accept` lists MIME types. */
  | 'file'
  /** The ID of a record of `resource` (picked with a searchable picker). */
  | 'reference'
  /** The ID of a category (picked in the category tree). */
  | 'category'
  /** One text per interface locale: `{ sv: '…', en: '…' }`; `of` says whether each is text or HTML. */
  | 'translations'
  /** Write-only secret: hashed on the server, never answered; empty on update keeps the current one. */
  | 'password';

export interface EnumOption {
  /** The code stored and sent (SPEC.md's numbers where it gives them, otherwise a string code). */
  value: number | string;
  /** Message id of the label. */
  label: string;
  /** Chip colour (text is always shown too). */
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'error';
}

export interface FieldDef {
  key: string;
  kind: FieldKind;
  /** datetime: quick choices offered beside the field ("in 1 hour", "tomorrow 08:00"), in the shop's time zone. */
  presets?: readonly TimePreset[];
  /** Message id of the label. */
  label: string;
  /** Message id of a hint shown under the input. */
  help?: string;
  required?: boolean;
  /** Shown as a list column; the number is the column's share of the width (default 1). */
  list?: boolean | number;
  /**
   * When a list pane is too narrow for every column, columns of a lower priority give way first, and among equal
   * ones the later (default 1 for a code read as a chip, else 0; the title never gives way). Columns are drawn in
   * the declaration's order whatever their priority.
   */
  listPriority?: number;
  /** Matched by the list's free text `q` (text-like kinds; backed by a trigram index). */
  searchable?: boolean;
  /**
   * Free text `q` that reads as this form (text-forms.ts: a phone number in any common form) matches the
   * field by its value in that form, exactly, through the column the server's binding names for it (an
   * index), instead of the pattern; other text matches the searchable fields as usual.
   */
  matchedAs?: TextFormName;
  /** Offered as a list filter (query parameter = the key). */
  filterable?: boolean;
  /** The list can be sorted by it (`sort=Key` or `sort=-Key`; backed by an index). */
  sortable?: boolean;
  /** Shown but never written by the client (set by the server or a custom action). */
  readOnly?: boolean;
  /** Not part of the create and edit forms and not shown on the detail (internal columns). */
  hidden?: boolean;
  /**
   * Computed by the server in SQL from the row (a product's thumbnail picked among its images, a count of its
   * children), never a column of the table and never written: read-only, answered, listed, shown and
   * exported like any field, its value read by its `kind`. Declared with `computed(…)` (computed.ts); the
   * expression is the resource's server hook (server/resources/hooks.ts `computed`). Not sortable,
   * filterable, searchable, unique, required or defaulted (docs/decisions.md "Computed fields").
   */
  computed?: boolean;
  /** Value a new record starts with. */
  default?: unknown;
  /** Unique among the resource's records (duplicate: 40901 naming the field). */
  unique?: boolean;
  /**
   * Unique together with these fields (one image of a type per product: `Type` unique with `ProductID`);
   * a duplicate is 40901 naming this field.
   */
  uniqueWith?: readonly string[];
  /** Extra checks beyond those the kind implies. */
  rules?: readonly Rule[];
  /**
   * Text-like kinds (and each text of translations): a template, whose `{{…}}` placeholders may only be these names
   * (one list, or one per value of another field: an e-mail template's per its type). Saving any other is refused,
   * 40001 naming it; the renderer fills only these (src/domain/placeholders.ts).
   */
  placeholders?: PlaceholderNames;
  /**
   * The field belongs to the record only while other fields hold one of these values (field key → allowed
   * values): a redirect's target category only when its type is categories. The form shows it only then, and a
   * `required` one is required only then; otherwise it stays empty (a value given is refused, 40001). Its
   * column is nullable. `fieldApplies` (rules.ts) reads it.
   */
  appliesWhen?: Readonly<Record<string, readonly (number | string)[]>>;

  /* Kind options */
  /**
   * Text-like kinds (and each text of translations): the most characters, else the kind's default
   * (MAX_LENGTH_BY_KIND in rules.ts: text 255, slug 120, long text 5,000, rich text 20,000).
   */
  maxLength?: number;
  minLength?: number;
  /**
   * Text-like kinds: a longer value is still saved, but the form warns with its length and this number
   * (each text of translations counts on its own).
   */
  recommendedMaxLength?: number;
  /** `sku`: an article number, ASCII letters and digits with - _ . / (validation.ts SKU_PATTERN). */
  format?: 'email' | 'url' | 'color' | 'sku';
  /** integer, decimal, money, percentage */
  min?: number;
  max?: number;
  /**
   * integer: shown as a progress bar (role progressbar) of this value out of the named integer field's
   * (a job's ProgressDone of its ProgressTotal); without a total, as the number.
   */
  progressOf?: string;
  /** decimal: decimals kept (default 2). */
  scale?: number;
  /** slug: the field it is generated from. */
  source?: string;
  /** money: ISO code, the key of the field holding the currency, or the key of a currencyGroup field. */
  currency?: string | { field: string } | { group: string };
  /** enum */
  options?: readonly EnumOption[];
  /** enum, store, storeGroup, stockStatus, reference: a set of values (array in JSON, int[]/text[] in the table). */
  multiple?: boolean;
  /** reference: the target resource's name. */
  resource?: string;
  /**
   * reference: only records of the target matching this (field key → allowed values) may be chosen, as
   * the picker offers them and the server checks them (a component's set is a product of type SET).
   */
  where?: Readonly<Record<string, readonly (number | string)[]>>;
  /** translations: text or HTML per locale. */
  of?: 'text' | 'longText' | 'richText';
  /** file: accepted MIME types (`image/*` allowed) and the size limit in bytes. */
  accept?: readonly string[];
  maxBytes?: number;
}

/** An action beyond create, edit and delete, run on one record or on a selection. */
export interface CustomActionDef {
  /** `POST /api/{area}/{path}/{id}/{id}` and, when `bulk`, `POST /api/{area}/{path}/actions/{id}`. */
  id: string;
  /** Message id of the button and command title. */
  label: string;
  permission: Permission;
  /** Message id of the confirmation question; absent means no confirmation. */
  confirm?: string;
  /** Also offered on a selection. */
  bulk?: boolean;
  /** Destructive look (red button). */
  danger?: boolean;
  /** Offered only when the record matches: field key → allowed values. */
  when?: Readonly<Record<string, readonly unknown[]>>;
  /** Message id of the success flash. */
  done?: string;
  /**
   * The change the action makes, as data: field key → new value (`{ Status: 2 }`). The engine applies it
   * like an edit (version, audit). Without it the server needs a bespoke handler (server/resources).
   */
  set?: Readonly<Record<string, unknown>>;
  /**
   * The engine writes no column of the record: it checks the Version, locks the row, runs the effect and audits
   * it. An effect that changes nothing on the record (an e-mail sent about it) leaves the Version, so a
   * colleague's open edit is not made stale; an effect that writes the record through its feature's own write (a
   * payment lowering an invoice's balance, a reminder's step) moves the Version once, as an edit would. Needs
   * neither `set` nor a handler.
   */
  keepsRecord?: boolean;
  /**
   * What the user gives the action (a reason, an amount, a target record): fields asked in a dialog before
   * it runs, sent in the body beside `Version` (or `ids`), checked by the same rules as a form on both sides
   * and kept with the audit event. An input field is never a column of the record.
   */
  input?: readonly FieldDef[];
  /** A key that runs the action in the resource's list and detail panes (one character or a chord). */
  shortcut?: string;
  /** A user flag required besides the permission (SPEC.md: CanApproveReturns). */
  flag?: UserFlag;
  /**
   * A server effect (the resource's hooks.effects) run in the same transaction after the record changed:
   * documents, other records, e-mails queued. It sees the record before and after, and the input.
   */
  effect?: string;
  /**
   * Set on the actions a workflow generates (workflow.ts): a record whose `field` is not in `from` answers
   * 40901 with the record as it is now, since someone else moved it first.
   */
  transition?: { field: string; from: readonly (number | string)[]; to: number | string };
}

/** Flags of a user beside the role (SPEC.md "User"). */
export type UserFlag = 'CanApproveReturns';

/**
 * One move of a workflow: from any of `from` to `to`, with the same options as a custom action (input,
 * confirmation, shortcut, bulk, permission or flag, effect).
 */
export interface TransitionDef extends Omit<CustomActionDef, 'when' | 'set' | 'transition'> {
  from: readonly (number | string)[];
  to: number | string;
}

/**
 * A state machine over one enum field (a product's Status, an order's, a return's): the field is read-only
 * in forms, and moves only through the declared transitions, each a POST on the record (and on a selection
 * when `bulk`), a command with its key, and an audit event with its id.
 */
export interface WorkflowDef {
  field: string;
  transitions: readonly TransitionDef[];
}

/**
 * A list's selection mode (SPEC.md screens: the invoice reminders' "start selection, cancel selection, perform
 * next actions for the invoices on the current page, only where each invoice's rules allow"): the list offers
 * "Start selection"; then the rows of the current page (the loaded page of LIST_DEFAULT_LIMIT rows holding the
 * focused row) take checkboxes, and the action runs on the checked ones through
 * `POST /api/{area}/{path}/{endpoint}` with `{ ids, dryRun }`: first a dry run for the summary, then the run,
 * each answering one SelectionOutcome per id. The server decides per record what is done and what is skipped.
 */
export interface SelectionDef {
  /** The command ids' part and the action's name. */
  id: string;
  /** Message id of the action ("Perform next actions"). */
  label: string;
  /** The path below the resource's API path the ids are posted to (`next-actions`). */
  endpoint: string;
  /** Who may start the selection and run the action (the server checks it again). */
  permission: Permission;
  /** The keys of each outcome: the record's name (its number), the money involved and its currency, the action. */
  outcome: { title: string; amount: string; currency: string; action: string };
  /** The resource's enum field whose option labels name an outcome's action code. */
  actionField: string;
  /** Message id per skip reason the server answers (`paid` → "Paid"). */
  reasons: Readonly<Record<string, string>>;
}

/**
 * One outcome of a selection's action (src/features/billing/domain/next-actions.ts is one): `done` performed, `ready` would
 * be performed (dry run), `skipped` with its `reason`; the other keys as the declaration's `outcome` names them.
 */
export type SelectionOutcome = { ID: number; outcome: 'done' | 'ready' | 'skipped'; reason?: string } & Record<string, unknown>;

/**
 * A document of each record (an invoice's PDF, a reminder letter, an order's packing slip): `GET
 * /api/{area}/{path}/{id}/{path}`, opened in a new tab from the detail (a button, a key, the palette). A feature
 * serves it, as readable as the record (server/resources/access.ts); the area's router refuses to start without it.
 */
export interface DocumentDef {
  /** Message id of the button and command ("Show PDF"). */
  label: string;
  /** The path below the record's API path (`pdf`). */
  path: string;
  /** Its MIME type (asked for in Accept). */
  type: string;
  /** Its key in the resource's list and detail panes. */
  key: string;
  /**
   * Message id told when the record is there but its document cannot be made (the server answers 40401: no print
   * template for the record's store and language); absent, the general "could not be shown".
   */
  missing?: string;
}

export interface ResourceDef<N extends string = string> {
  /**
   * Unique, kebab-case, singular or plural as the spec names it (`faq`, `shipping-methods`); audit entity. A
   * declaration names it in its type too (`ResourceDef<'faq'>`), so ResourceName is the union of them all.
   */
  name: N;
  area: ResourceArea;
  /** Path below the area: screens at `/{area}/{path}`, API at `/api/{area}/{path}`. */
  path: string;
  /**
   * The path of one record's screens, when SPEC names it apart from the list's (`presale/{id}` beside `presales`):
   * the new and detail screens at `/{area}/{recordPath}/new` and `/{area}/{recordPath}/{id}`. Absent: `path`.
   */
  recordPath?: string;
  /**
   * A new record is made for a record of another resource, named in the new screen's path (SPEC's
   * `offers/new/{id}`: an offer for the customer {id}): the new screen is at `/{area}/{path}/new/{id}`, its form
   * starting with `field` set to that id; without the id (the list's "new") the form starts empty.
   */
  newFor?: { field: string };
  /** Screen name prefix of its screens (src/domain/resources/screens.ts): `{screen}Index`, `{screen}New`, `{screen}Detail`. */
  screen: string;
  /** Table name in the database. */
  table: string;
  /** The field that names a record (list primary text, detail title, palette hit). */
  titleField: string;
  /**
   * A file field (often computed) whose image the list rows show beside the title, as a small thumbnail
   * (a product's picture beside its name).
   */
  imageField?: string;
  /** A second line under the title in lists and palette hits. */
  subtitleField?: string;
  permissions: {
    /** Opens the list and detail and reads the API. */
    view: Permission;
    /** Creates, edits and deletes. */
    update: Permission;
  };
  fields: readonly FieldDef[];
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  actions: {
    create: boolean;
    edit: boolean;
    delete: boolean;
    custom?: readonly CustomActionDef[];
  };
  /** The record's states and the moves between them; the engine serves each move as a custom action. */
  workflow?: WorkflowDef;
  /**
   * The `{screen}New` screen is bespoke (registered by name in src/views/screen-registry.ts) instead of the
   * engine's form: orders/new, a staff order priced by the server. The list, detail and the rest of the API stay
   * the engine's, but the engine serves no create route: the screen creates through its own (engineCreates in
   * src/domain/api-access.ts).
   */
  bespokeNew?: boolean;
  /**
   * Colleagues who may see but not edit a record propose new values instead: the edit form opens with
   * `fields` only, and saving sends `POST /api/{area}/{path}/{id}/proposals`, whose server hook keeps one
   * proposal per changed field for someone with the update permission to decide (products: product changes).
   */
  proposals?: { permission: Permission; fields: readonly string[] };
  /** One record only (return settings, return-reclaim threshold): no list, the screen edits it. */
  singleton?: boolean;
  /**
   * A child collection (a product's images, a set's components): each record belongs to one record of
   * `resource` through the required reference field `field`, is deleted with it, and is shown and edited in a
   * tab of that record's detail instead of a screen of its own. Its API is the engine's list contract, the
   * parent's records found with the filter `?{field}={id}`; it needs the parent's permissions.
   */
  parent?: {
    resource: string;
    field: string;
    /**
     * The children change only while the parent matches `when` (field key → allowed values): an order's items
     * before the order goes to the warehouse. Otherwise the server refuses a child's create, update or delete
     * with 40902 (ErrorCode.Locked) naming the link field with `reason` (a message id taking the parent's
     * values), and the parent's detail shows the collection read-only with that reason.
     */
    changesWhen?: { when: Readonly<Record<string, readonly (number | string)[]>>; reason: string };
  };
  /**
   * Records of other resources that refer to this one, each shown read-only in a tab of the detail (a
   * customer's orders, later its returns, tickets and invoices): the other resource's records whose reference
   * field `field` holds this record's ID, listed through its own list API with that filter (so its view
   * permission applies), newest first by its default sort. Opening one goes to that record's screen.
   */
  related?: readonly { resource: string; field: string }[];
  /**
   * Message ids of audit actions that other server code writes for the records (a job's start, succeed,
   * fail by the runner), so the history names them; the engine's own and the declared actions need none.
   */
  historyActions?: Readonly<Record<string, string>>;
  /**
   * Records change on their own (a running job's progress): the list and the open record are read again
   * every this many milliseconds while the screen is visible.
   */
  refreshMs?: number;
  /** `g` then this key opens the resource's list (the screen table's go-to keys are unique). */
  goKey?: string;
  /**
   * The list takes `interval=N`: only records whose `field` (a datetime, or the record's `CreatedAt`) lies within the last N calendar
   * months (1–LIST_MAX_INTERVAL), by the server's clock; a bad N is 40001 naming `interval`. Orders, returns
   * and chargebacks (the menu link's interval=6, the toolbar search's interval=24).
   */
  interval?: { field: string };
  /**
   * Filters by name that no single field expresses (`?needsCheck=true`: waiting for a check, or snoozed
   * past its time), each `true` or absent (anything else is 40001 naming it); the SQL is the resource's
   * server hook (hooks.namedFilters), as for computed fields. `label` is its message id in the list's tools.
   */
  namedFilters?: readonly { key: string; label: string }[];
  /** The list's selection mode and its action (SelectionDef). */
  selection?: SelectionDef;
  /** The documents of each record, shown from its detail (DocumentDef), in the order they are offered. */
  documents?: readonly DocumentDef[];
  /** Query the list's menu link, palette command and `g` key carry. */
  menuQuery?: Readonly<Record<string, string>>;
  /** Language-neutral words that find the resource's commands in the palette. */
  keywords: readonly string[];
  /** Message ids of the resource's name: `one` ("FAQ entry") and `other` ("FAQ"). */
  noun: { one: string; other: string };
}

/** Keys every record carries besides its fields. */
export const SYSTEM_KEYS = ['ID', 'Version', 'CreatedAt', 'UpdatedAt'] as const;

/** A record as the API answers it. */
export type ResourceRecord = { ID: number; Version: number; CreatedAt: string; UpdatedAt: string } & Record<string, unknown>;

/** A file as POST /api/common/files answers it and a file field's value resolves to. */
export interface StoredFile {
  ID: number;
  Name: string;
  /** MIME type. */
  Type: string;
  /** Bytes. */
  Size: number;
}

/** One audit event of a record (GET /api/{area}/{path}/{id}/history). */
export interface HistoryEvent {
  ID: number;
  /** The acting user; 0 is the system ("System"), null an anonymous caller. */
  ActorID: number | null;
  /** create, update, delete or a custom action id. */
  Action: string;
  CreatedAt: string;
  /** Fields whose value changed (secrets never appear). */
  Changes: { Field: string; Before: unknown; After: unknown }[];
  /** What the user gave the action (a reason, an amount), by the action's input keys. */
  Input?: Record<string, unknown>;
}

/** One write made after the version a stale write was based on (from the record's audit events). */
export interface StaleWriter {
  /** The writing user; 0 is the system, null an anonymous caller. */
  ActorID: number | null;
  /** When it was written (ISO instant). */
  At: string;
}

/**
 * The body of a 40901 answer to a stale write: the record as it is now, so the UI can show what changed on
 * both sides and merge; on an update, `changedBy` names the writes made since the Version sent, newest first.
 */
export interface ConflictBody {
  code: number;
  message: string;
  current?: ResourceRecord;
  changedBy?: StaleWriter[];
}
