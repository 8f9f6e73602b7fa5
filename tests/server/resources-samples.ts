/**
 * Valid sample input for any declared resource, built from its declaration: per field kind a few candidate
 * values, the first one the shared rules (src/domain/resources/rules.ts, the ones the server applies)
 * accept given the rest of the form is taken. References point at an existing record of the target (or a
 * sample created for it), stores and store groups at the reference lists, files at an uploaded PNG.
 */
import { randomBytes } from 'node:crypto';
import { engineCreates } from '../../src/domain/api-access';
import { ATTRIBUTE_TYPE_KEY } from '../../src/domain/attribute-values';
import { RESOURCES, resource } from '../../src/domain/resources';
import { resourceRules, writableFields } from '../../src/domain/resources/rules';
import type { CustomActionDef, FieldDef, ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { validateForm } from '../../src/domain/validation';
import type { TestApp } from './helpers';
import { newFile, uniqueToken } from './kit';

export { uniqueToken } from './kit';

/** The smallest valid PNG (1×1, transparent). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function basePath(def: ResourceDef): string {
  return `/api/${def.area}/${def.path}`;
}

/** The sample file: a PNG. */
export const SAMPLE_PNG = { bytes: PNG_BYTES, name: 'sample.png', type: 'image/png' } as const;

/** A language code no language has yet, most likely (`qx-JZ`): lower-case language, upper-case region. */
function languageCode(): string {
  const letters = (from: number) => [...randomBytes(2)].map((b) => String.fromCharCode(from + (b % 26))).join('');
  return `${letters(97)}-${letters(65)}`;
}

/** Ids the sample builder picks for references, by a kind-specific key; filled on demand. */
/** The list filter of a `where` (field key → allowed values): `Status=1,2`. */
function whereFilter(where: Readonly<Record<string, readonly (number | string)[]>> = {}): string {
  return Object.entries(where)
    .map(([key, values]) => `${key}=${encodeURIComponent(values.join(','))}`)
    .join('&');
}

export class SampleContext {
  private ids = new Map<string, number>();
  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  private async firstId(key: string, load: () => Promise<number>): Promise<number> {
    const known = this.ids.get(key);
    if (known) return known;
    const id = await load();
    this.ids.set(key, id);
    return id;
  }

  async referenceId(field: FieldDef): Promise<number> {
    switch (field.kind) {
      case 'store':
        return this.firstId('store', async () => (await this.t.call('GET', '/api/common/stores', { token: this.token })).body.data[0].ID);
      case 'storeGroup':
        return this.firstId(
          'storeGroup',
          async () => (await this.t.call('GET', '/api/common/store-groups', { token: this.token })).body.data[0].ID,
        );
      case 'currencyGroup':
        return this.firstId(
          'currencyGroup',
          async () => (await this.t.call('GET', '/api/common/currency-groups', { token: this.token })).body.data[0].ID,
        );
      case 'priceListGroup':
        return this.firstId(
          'priceListGroup',
          async () =>
            (await this.t.call('GET', '/api/product/price-list-groups', { token: this.token })).body.data.find(
              (g: { MergedFrom: number | null }) => g.MergedFrom == null,
            ).ID,
        );
      case 'stockStatus':
        return this.firstId(
          'stockStatus',
          async () => (await this.t.call('GET', '/api/product/stock-statuses', { token: this.token })).body.data[0].id,
        );
      case 'file':
        return newFile(this.t, this.token, SAMPLE_PNG);
      default: {
        // A field that takes only some records of its target (`where`) gets one of those.
        const where = whereFilter(field.where);
        return this.firstId(`resource:${field.kind === 'category' ? 'categories' : field.resource}?${where}`, () =>
          this.recordId(resource(field.kind === 'category' ? 'categories' : field.resource!), where),
        );
      }
    }
  }

  /**
   * A new sample record of the field's target, with the first value its `where` allows: for a child's link to
   * its parent (a new parent has no children yet, so whatever is unique per parent is free) and for a
   * reference that is unique on its own (a product is the variant of one parent at most).
   */
  async newRecordId(field: FieldDef): Promise<number> {
    const def = resource(field.resource!);
    const fixed = Object.fromEntries(Object.entries(field.where ?? {}).map(([key, values]) => [key, values[0]]));
    const created = await this.t.call('POST', basePath(def), {
      token: this.token,
      body: await sampleInput(this, def, uniqueToken(), fixed),
    });
    if (created.status !== 201) throw new Error(`sample ${def.name} for ${field.key}: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.ID;
  }

  /**
   * An existing record of the resource (matching a filter when given), or a new sample one. A child that
   * changes only in some of its parent's states (an order's items) is one of a parent in such a state.
   */
  async recordId(def: ResourceDef, filter = ''): Promise<number> {
    const lock = def.parent?.changesWhen;
    if (lock && !filter) {
      const parentId = await this.recordId(resource(def.parent!.resource), whereFilter(lock.when));
      filter = `${def.parent!.field}=${parentId}`;
      const listed = await this.t.call('GET', `${basePath(def)}?limit=1&${filter}`, { token: this.token });
      if (listed.status === 200 && listed.body.data.length) return listed.body.data[0].ID;
      const created = await this.t.call('POST', basePath(def), { token: this.token, body: await sampleInput(this, def, uniqueToken()) });
      if (created.status !== 201) throw new Error(`sample ${def.name}: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.ID;
    }
    const listed = await this.t.call('GET', `${basePath(def)}?limit=1${filter ? `&${filter}` : ''}`, { token: this.token });
    if (listed.status === 200 && listed.body.data.length) return listed.body.data[0].ID;
    if (filter) throw new Error(`No ${def.name} matches ${filter}: the demo data must hold one`);
    const created = await this.t.call('POST', basePath(def), { token: this.token, body: await sampleInput(this, def, uniqueToken()) });
    if (created.status !== 201) throw new Error(`sample ${def.name}: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.ID;
  }
}

function clamp(field: FieldDef, wanted: number): number {
  const low = field.kind === 'percentage' ? Math.max(field.min ?? 0, 0) : (field.min ?? -Infinity);
  const high = field.kind === 'percentage' ? Math.min(field.max ?? 100, 100) : (field.max ?? Infinity);
  return Math.min(Math.max(wanted, low), high);
}

/** Candidate values of a field, best first; `index` spreads date-times so later fields come later. */
async function candidates(context: SampleContext, def: ResourceDef, field: FieldDef, token: string, index: number): Promise<unknown[]> {
  // A field required only where it applies (a redirect's target of another type) may be empty elsewhere.
  const optional = field.required && !field.appliesWhen ? [] : [null];
  const one = (value: unknown) => (field.multiple ? [value] : value);
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return [`${token}@example.com`, ...optional];
      if (field.format === 'url') return [`https://example.com/${token}`, `/${token}`, ...optional];
      if (field.format === 'color') return ['#1a2b3c', ...optional];
      // Short codes last (a two-letter country code, a currency code), then a host name and a new language code.
      return [
        `sample-${token}`,
        `/sample-${token}`,
        `sample.${token}`,
        `Sample ${token}`,
        '192.0.2.1',
        '12.5',
        'SE',
        'SEK',
        `www.${token}.example`,
        languageCode(),
        ...optional,
      ];
    case 'longText':
      return [`sample-${token}`, `Sample text ${token}`, '192.0.2.1', ...optional];
    case 'richText':
      return [`<p>Sample ${token}</p>`, ...optional];
    case 'slug':
      return [`sample-${token}`];
    case 'password':
      // Nothing of the token: a password built from the record's own texts is refused as guessable.
      return [`Pw#${randomBytes(6).toString('hex')}-Zy7`];
    case 'integer':
      return [clamp(field, field.min != null ? field.min : 1), ...optional];
    case 'decimal':
      // As the server answers it: with the field's decimals (a rate to SEK has six).
      return [clamp(field, 12.5).toFixed(field.scale ?? 2), ...optional];
    case 'money':
    case 'percentage':
      return [clamp(field, 12.5).toFixed(2), ...optional];
    case 'boolean':
      return [true, false];
    case 'enum':
      return [...(field.options ?? []).map((o) => one(o.value)), ...optional];
    case 'date':
      return [`2026-03-${String(10 + index).padStart(2, '0')}`, ...optional];
    case 'datetime':
      // A fixed time first; a time a year ahead for fields that must lie in the future (a snooze's end).
      return [
        new Date(Date.UTC(2026, 2, 1 + index, 10)).toISOString(),
        new Date(Date.now() + (365 + index) * 86_400_000).toISOString(),
        ...optional,
      ];
    case 'locale':
      return ['sv', ...optional];
    case 'country':
      return ['SE', ...optional];
    case 'priceRules':
      return [
        {
          kind: 'group',
          match: 'all',
          children: [{ kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '10.00', max: null }],
        },
        ...optional,
      ];
    case 'translations': {
      const text = field.of === 'richText' ? (s: string) => `<p>${s}</p>` : (s: string) => s;
      return [{ sv: text(`Exempel ${token}`), en: text(`Sample ${token}`) }, ...optional];
    }
    case 'reference':
      // A parent made only by the server (a return, made from its order) is one that exists already, in a
      // state its children may change in (an order before it goes to the warehouse).
      if (def.parent?.field === field.key && !engineCreates(resource(field.resource!)))
        return [await context.recordId(resource(field.resource!), whereFilter(def.parent.changesWhen?.when))];
      // A reference unique on its own, or together with other fields of a record that is no child (one VAT rate
      // per VAT type and country), gets a new target, so the value or the pair is free.
      if (def.parent?.field === field.key || ((field.unique || (field.uniqueWith && !def.parent)) && !field.multiple))
        return [await context.newRecordId(field)];
      return [one(await context.referenceId(field)), ...optional];
    case 'store':
    case 'storeGroup':
    case 'currencyGroup':
    case 'stockStatus':
    case 'priceListGroup':
    case 'file':
    case 'category':
      return [one(await context.referenceId(field)), ...optional];
  }
}

/**
 * Facts a resource's form learns from another record before its rules can check a value (the form's
 * `setContext`, never sent): the type of the attribute an attribute value is of.
 */
const FORM_CONTEXT: Readonly<Record<string, (context: SampleContext, form: Record<string, unknown>) => Promise<Record<string, unknown>>>> =
  {
    'product-attribute-values': async (context, form) => {
      const attribute = await context.t.call('GET', `/api/product/attributes/${String(form.AttributeID)}`, { token: context.token });
      return { [ATTRIBUTE_TYPE_KEY]: attribute.body.ValueType };
    },
  };

/**
 * Choices that depend on another the form made, made once the first pass has chosen the rest (and then kept): a
 * purchase order line's product is one of its purchase order's supplier's, not on it yet.
 */
const DEPENDENT_CHOICES: Readonly<
  Record<string, (context: SampleContext, form: Record<string, unknown>) => Promise<Record<string, unknown>>>
> = {
  'purchase-order-items': async (context, form) => {
    const call = (path: string) => context.t.call('GET', path, { token: context.token });
    const order = (await call(`/api/shop/purchase-orders/${String(form.PurchaseOrderID)}`)).body as ResourceRecord;
    const taken = new Set(
      ((await call(`/api/shop/purchase-order-items?PurchaseOrderID=${order.ID}&limit=500`)).body.data as ResourceRecord[]).map((line) =>
        Number(line.ProductID),
      ),
    );
    const products = (await call(`/api/product/items?SupplierID=${String(order.SupplierID)}&limit=500`)).body.data as ResourceRecord[];
    const free = products.find((product) => !taken.has(product.ID));
    if (!free) throw new Error(`The demo data's supplier ${String(order.SupplierID)} has no product left for purchase order ${order.ID}`);
    return { ProductID: free.ID };
  },
  // An offer is delivered and paid by methods of its customer's store.
  offers: async (context, form) => {
    if (form.CustomerID == null) return {};
    const call = (path: string) => context.t.call('GET', path, { token: context.token });
    const customer = (await call(`/api/shop/customers/${String(form.CustomerID)}`)).body as ResourceRecord;
    const store = Number(customer.StoreID);
    const inStore = (r: ResourceRecord) =>
      r.Active === true && Array.isArray(r.Stores) && (r.Stores as number[]).map(Number).includes(store);
    const shipping = ((await call(`${basePath(resource('shipping-methods'))}?limit=500`)).body.data as ResourceRecord[]).find(inStore);
    const payment = ((await call(`${basePath(resource('payment-methods'))}?limit=500`)).body.data as ResourceRecord[]).find(inStore);
    if (!shipping || !payment) throw new Error(`The demo data's store ${store} has no active shipping or payment method`);
    return { ShippingMethodID: shipping.ID, PaymentMethodID: payment.ID };
  },
  // A line of a draft offer: a product another offer of its store sells (so it has a price there), not on it yet.
  'offer-items': async (context) => {
    const call = (path: string) => context.t.call('GET', path, { token: context.token });
    const drafts = (await call(`/api/shop/offers?Status=1&limit=50`)).body.data as ResourceRecord[];
    const offer = drafts.find((d) => Number(d.Subtotal ?? 0) > 0) ?? drafts[0];
    const lines = (await call(`/api/shop/offer-items?limit=500`)).body.data as ResourceRecord[];
    const own = new Set(lines.filter((l) => l.OfferID === offer.ID).map((l) => Number(l.ProductID)));
    const sameStore = new Set(
      ((await call(`/api/shop/offers?StoreID=${String(offer.StoreID)}&limit=500`)).body.data as ResourceRecord[]).map((o) => o.ID),
    );
    const free = lines.find((l) => sameStore.has(Number(l.OfferID)) && !own.has(Number(l.ProductID)));
    if (!free) throw new Error(`The demo data has no product to offer in offer ${offer.ID}'s store`);
    return { OfferID: offer.ID, ProductID: Number(free.ProductID) };
  },
};

/**
 * A valid create body for the resource; every writable field gets a value the shared rules accept, but those
 * `fixed` gives (a product of type SET for a set's component), which the other fields are chosen around.
 */
export async function sampleInput(
  context: SampleContext,
  def: ResourceDef,
  token: string,
  fixed: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const rules = resourceRules(def, 'create');
  const fields = writableFields(def).filter((f) => !(f.key in fixed));
  const options = new Map<string, unknown[]>();
  for (const [index, field] of fields.entries()) options.set(field.key, await candidates(context, def, field, token, index));
  const form: Record<string, unknown> = { ...fixed };
  // Two passes: a later field can make an earlier choice invalid (either-or fields), and the second knows
  // what the form learns from the records the first chose.
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1 && FORM_CONTEXT[def.name]) Object.assign(form, await FORM_CONTEXT[def.name](context, form));
    if (pass === 1 && DEPENDENT_CHOICES[def.name]) Object.assign(form, await DEPENDENT_CHOICES[def.name](context, form));
    for (const field of fields) {
      if (pass === 1 && !validateForm(rules, form)[field.key]) continue;
      for (const candidate of options.get(field.key)!) {
        form[field.key] = candidate;
        if (!validateForm(rules, form)[field.key]) break;
      }
    }
  }
  return Object.fromEntries(Object.entries(form).filter(([key, value]) => value !== null && !key.startsWith('$')));
}

/** A valid input of an action (its reason, amount or target record), or {} when it takes none. */
export async function actionInputSample(
  context: SampleContext,
  def: ResourceDef,
  action: CustomActionDef,
  record?: ResourceRecord,
): Promise<Record<string, unknown>> {
  if (!action.input?.length) return {};
  const input = await sampleInput(context, { ...def, fields: action.input }, uniqueToken());
  const fit = record ? INPUT_FOR_RECORD[`${def.name} ${action.id}`] : undefined;
  return fit ? { ...input, ...fit(record!) } : input;
}

/**
 * What an action's input must take from the record it is on, by resource and action: a value the declaration's
 * rules cannot know without the record (the server checks it against the record).
 */
const INPUT_FOR_RECORD: Record<string, (record: ResourceRecord) => Record<string, unknown>> = {
  // A payment's day lies from the invoice's date to today.
  'invoices register-payment': (record) => ({ PaidOn: String(record.InvoiceDate) }),
};

/**
 * Whether a record can take the action beyond its declared `when` (the server refuses it otherwise, rightly): an
 * offer goes out and is confirmed only with lines. Absent: any record its `when` admits.
 */
const RECORD_TAKES: Record<string, (record: ResourceRecord) => boolean> = {
  'offers send': (record) => Number(record.Subtotal ?? 0) > 0,
  'offers confirm': (record) => Number(record.Subtotal ?? 0) > 0,
};

export function recordTakes(def: ResourceDef, action: CustomActionDef, record: ResourceRecord): boolean {
  return RECORD_TAKES[`${def.name} ${action.id}`]?.(record) ?? true;
}

/** The records a colleague may edit, where not every state takes edits: an offer while it is a draft. */
const EDITABLE: Record<string, string> = { offers: 'Status=1' };

export function editableFilter(def: ResourceDef): string {
  return EDITABLE[def.name] ?? '';
}

/** A text-like field whose value carries the token (what `q` finds), if the resource has one. */
export function searchableField(def: ResourceDef): FieldDef | undefined {
  return def.fields.find(
    (f) => f.searchable && !f.readOnly && !f.hidden && ['text', 'longText', 'richText', 'slug', 'translations'].includes(f.kind),
  );
}

/** The filter parameter value that matches the record on `field`. */
export function filterValue(field: FieldDef, record: ResourceRecord): string | null {
  const value = record[field.key];
  if (value == null || (Array.isArray(value) && value.length === 0)) return null;
  if (Array.isArray(value)) return String(value[0]);
  if (['integer', 'decimal', 'money', 'percentage', 'date', 'datetime'].includes(field.kind)) return `${value}..${value}`;
  return String(value);
}

export { RESOURCES };
