/**
 * Every action on every kind of real record (issue 27 §1). For each resource with actions (its declared
 * custom actions and workflow moves) the demo records are sampled in each state they can be in: every value
 * of the fields the actions' conditions read, and within a state the records that differ in which of their
 * server-kept fields are empty (a ticket answered before and one never answered). Each action the state
 * allows is performed as the least privileged demo user allowed to, through the API, and its answer must be
 * what the declaration says: the record with the action's `set` values and its Version moved on (or kept,
 * for an action that keeps the record). A state the action does not allow answers the engine's refusal.
 * The routes of a record beyond the engine's (a ticket's reply, note and read; a customer's login link;
 * the reminders' next actions …) are found in the app's route table; each has its sample here, and a route
 * found without one fails, so a route added later is walked too. No answer may be a server error.
 *
 * Its cost is per resource and state, not per record: at most SHAPES_PER_STATE records of a state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_SEGMENT } from '../../src/domain/api-access';
import { ErrorCode } from '../../src/domain/errors';
import { can, type Permission } from '../../src/domain/permissions';
import { RESOURCES } from '../../src/domain/resources';
import type { CustomActionDef, FieldDef, ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { resourceActions, unmetConditions } from '../../src/domain/resources/workflow';
import { AREA_PERMISSION } from '../../src/domain/api-access';
import { apiRoutes } from '../../server/http/route-table';
import { payloadOf, signedInApp, type JsonAnswer, type TestApp } from './helpers';
import { actionInputSample, basePath, SampleContext } from './resources-samples';

/** Records of one state taken apart by which server-kept fields are empty. */
const SHAPES_PER_STATE = 3;
/** Records listed per state value when sampling. */
const SAMPLE_LIMIT = 60;

/**
 * Refusals that a rule of the business may answer for a record the conditions allow (an invoice paid in full
 * meanwhile, a customer without an address, one's own return): a clear 4xx, never a server error. Everything
 * else (validation of the sample input, forbidden, not found, stale) means the harness or the declaration is
 * wrong.
 */
const BUSINESS_REFUSALS = new Set<number>([
  ErrorCode.OwnReturn,
  ErrorCode.Locked,
  ErrorCode.UndoWindowClosed,
  ErrorCode.SettingInUse,
  ErrorCode.InvoiceNotOpen,
  ErrorCode.ReminderNotActionable,
  ErrorCode.TicketStateRefuses,
  ErrorCode.MailTemplateMissing,
  ErrorCode.PaymentExceedsBalance,
  ErrorCode.TicketNoAddress,
  ErrorCode.PurchaseOrderEmpty,
  ErrorCode.SupplierNoAddress,
  ErrorCode.OtherSupplier,
  ErrorCode.NotOnPurchaseOrder,
  ErrorCode.OverReceipt,
]);

/** The demo accounts, least privileged first (tests/server/template.ts seeds them). */
const USERS = ['support', 'catalog', 'manager', 'supervisor', 'admin'] as const;

let t: TestApp;
let samples: SampleContext;
const tokens = new Map<string, string>();
const roles = new Map<string, { role: number; canApproveReturns: boolean }>();

beforeAll(async () => {
  const signed = await signedInApp(USERS);
  t = signed.t;
  for (const name of USERS) {
    const token = signed[name];
    tokens.set(name, token);
    const me = await t.call('GET', `/api/setting/users/${payloadOf(token).id}`, { token });
    roles.set(name, { role: Number(me.body.Role), canApproveReturns: me.body.CanApproveReturns === true });
  }
  samples = new SampleContext(t, tokens.get('admin')!);
}, 120_000);
afterAll(() => t.close());

/** The least privileged demo user who may perform the action on the resource. */
function userFor(def: ResourceDef, permission: Permission, flag?: string): string {
  const area = AREA_PERMISSION[def.area];
  const needed = [...(area ? [area] : []), def.permissions.view, permission];
  const name = USERS.find((user) => {
    const who = roles.get(user)!;
    return needed.every((p) => can(who.role, ...p)) && (flag !== 'CanApproveReturns' || who.canApproveReturns);
  });
  if (!name) throw new Error(`No demo user may ${permission.join(' ')} on ${def.name}: seed one`);
  return name;
}

/** The fields whose values decide what a record's actions may do. */
function stateFields(def: ResourceDef): FieldDef[] {
  const keys = new Set(resourceActions(def).flatMap((a) => Object.keys(a.when ?? {})));
  return def.fields.filter((f) => keys.has(f.key));
}

/** The values a state field can hold: its options, true and false, or what the conditions name. */
function stateValues(field: FieldDef): unknown[] {
  if (field.options?.length) return field.options.map((o) => o.value);
  if (field.kind === 'boolean') return [true, false];
  return [];
}

const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);

/** The state of a record (its state fields' values) and its shape within the state (which kept fields are empty). */
function stateOf(def: ResourceDef, record: ResourceRecord): string {
  return stateFields(def)
    .map((f) => `${f.key}=${isEmpty(record[f.key]) ? '∅' : String(record[f.key])}`)
    .join(' ');
}
function shapeOf(def: ResourceDef, record: ResourceRecord): string {
  return def.fields
    .filter((f) => f.readOnly && !f.hidden)
    .map((f) => (isEmpty(record[f.key]) ? '0' : '1'))
    .join('');
}

interface Sampled {
  state: string;
  /** Per shape (up to SHAPES_PER_STATE), the records of that shape: an action that moves one uses the next. */
  shapes: ResourceRecord[][];
}

/** Demo records of the resource, grouped by state, a few shapes each. */
async function sample(def: ResourceDef): Promise<Sampled[]> {
  const admin = tokens.get('admin')!;
  const { field: sortField, direction } = def.defaultSort;
  const queries = [`limit=${SAMPLE_LIMIT}`, `sort=${direction === 'asc' ? '-' : ''}${sortField}&limit=${SAMPLE_LIMIT}`];
  for (const field of stateFields(def).filter((f) => f.filterable))
    for (const value of stateValues(field)) queries.push(`${field.key}=${encodeURIComponent(String(value))}&limit=${SAMPLE_LIMIT}`);
  const byState = new Map<string, Map<string, Map<number, ResourceRecord>>>();
  for (const query of queries) {
    const answer = await t.call<{ data: ResourceRecord[] }>('GET', `${basePath(def)}?${query}`, { token: admin });
    expect(answer.status, `${def.name}?${query}: ${JSON.stringify(answer.body)}`).toBe(200);
    for (const record of answer.body.data) {
      const state = stateOf(def, record);
      const shapes = byState.get(state) ?? new Map<string, Map<number, ResourceRecord>>();
      byState.set(state, shapes);
      const shape = shapeOf(def, record);
      if (!shapes.has(shape) && shapes.size >= SHAPES_PER_STATE) continue;
      const records = shapes.get(shape) ?? new Map<number, ResourceRecord>();
      shapes.set(shape, records);
      records.set(record.ID, record);
    }
  }
  return [...byState].map(([state, shapes]) => ({ state, shapes: [...shapes.values()].map((records) => [...records.values()]) }));
}

/** The first of the records still in the state (earlier actions of the walk may have moved the others on). */
async function stillIn(def: ResourceDef, state: string, records: readonly ResourceRecord[]): Promise<ResourceRecord | null> {
  for (const sampled of records) {
    const record = await t.read<ResourceRecord>(`${basePath(def)}/${sampled.ID}`, tokens.get('admin')!);
    if (stateOf(def, record) === state) return record;
  }
  return null;
}

/** What went wrong with one answer, or null when it is what the declaration says. */
function misfit(action: CustomActionDef, before: ResourceRecord, answer: JsonAnswer): string | null {
  if (answer.status >= 500) return `server error ${answer.status} ${JSON.stringify(answer.body)}`;
  if (answer.status >= 400)
    return BUSINESS_REFUSALS.has(answer.body?.code) ? null : `refused ${answer.status} ${JSON.stringify(answer.body)}`;
  if (answer.status !== 200) return `answered ${answer.status}`;
  const after = answer.body as ResourceRecord;
  for (const [key, value] of Object.entries(action.set ?? {}))
    if (String(after[key] ?? null) !== String(value ?? null))
      return `${key} is ${String(after[key])}, the declaration sets ${String(value)}`;
  if (!action.keepsRecord && after.Version !== before.Version + 1) return `Version ${after.Version} after ${before.Version}`;
  if (action.keepsRecord && after.Version !== before.Version && after.Version !== before.Version + 1)
    return `Version ${after.Version} after ${before.Version}`;
  return null;
}

const withActions = RESOURCES.filter((def) => !def.singleton && resourceActions(def).length > 0);

describe('the harness', () => {
  it('finds the resources with actions', () => expect(withActions.length).toBeGreaterThan(10));
});

describe.each(withActions.map((def) => [def.name, def] as const))('every action of %s on its demo records', (_name, def) => {
  it('is performed in each state that allows it as the declaration says, and refused without a server error elsewhere', async () => {
    const states = await sample(def);
    expect(states.length, `no demo ${def.name}`).toBeGreaterThan(0);
    const problems: string[] = [];
    const succeeded = new Set<string>();
    const actions = resourceActions(def);
    const perform = async (action: CustomActionDef, record: ResourceRecord) => {
      const user = userFor(def, action.permission, action.flag);
      const input = await inputFor(def, action, record);
      const answer = await t.call('POST', `${basePath(def)}/${record.ID}/${action.id}`, {
        token: tokens.get(user)!,
        body: { ...input, Version: record.Version },
      });
      return { user, answer };
    };
    // First the refusals, which change nothing: each action once in each state it does not allow.
    for (const action of actions)
      for (const { state, shapes } of states) {
        if (!unmetConditions(action, shapes[0][0]).length) continue;
        const record = await stillIn(def, state, shapes.flat());
        if (!record) continue;
        const { answer } = await perform(action, record);
        if (answer.status >= 500 || answer.status < 400)
          problems.push(
            `${action.id} on ${def.name} ${record.ID} in ${state}, which it does not allow: ${answer.status} ${JSON.stringify(answer.body)}`,
          );
      }
    // Then each action in each state and shape it allows. A state may hold fewer records than the actions
    // that move them on: the first pass gives each action one record, the second the other states and shapes
    // while records are left, the third looks again for the actions still untried (a newsletter scheduled by
    // the walk is one to unschedule).
    const tried = new Set<string>();
    const walk = async (sampled: Sampled[], firstOnly: boolean) => {
      for (const action of actions) {
        if (firstOnly && succeeded.has(action.id)) continue;
        walking: for (const { state, shapes } of sampled) {
          if (unmetConditions(action, shapes[0][0]).length) continue;
          for (const [shape, records] of shapes.entries()) {
            const key = `${action.id}|${state}|${shape}`;
            if (tried.has(key)) continue;
            const record = await stillIn(def, state, records);
            if (!record) continue;
            tried.add(key);
            const { user, answer } = await perform(action, record);
            const wrong = misfit(action, record, answer);
            if (wrong) problems.push(`${action.id} as ${user} on ${def.name} ${record.ID} (${state}): ${wrong}`);
            else if (answer.status === 200) {
              succeeded.add(action.id);
              if (firstOnly) break walking;
            }
          }
        }
      }
    };
    await walk(states, true);
    await walk(states, false);
    await walk(await sample(def), true);
    expect(problems).toEqual([]);
    // Each action did its work on some demo record: otherwise the walk proved nothing of it.
    const never = resourceActions(def)
      .map((a) => a.id)
      .filter((id) => !succeeded.has(id));
    expect(never, `actions of ${def.name} no demo record allowed (seed records in their states)`).toEqual([]);
  }, 240_000);
});

/** An action's input for one record: the generic sample, with what must fit the record (a move's target). */
async function inputFor(def: ResourceDef, action: CustomActionDef, record: ResourceRecord): Promise<Record<string, unknown>> {
  const input = await actionInputSample(samples, def, action, record);
  return INPUT_FOR_RECORD[`${def.name} ${action.id}`]?.(record, input) ?? input;
}

/**
 * Inputs that depend on the record, by resource and action: what a person would type for that record. A
 * value the generic sample cannot know (an amount within the balance, another state than the current).
 */
const INPUT_FOR_RECORD: Record<
  string,
  (record: ResourceRecord, input: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>
> = {
  // Merged into another list than itself.
  'price-lists merge': async (record, input) => {
    const lists = await t.call('GET', `/api/product/price-lists?limit=5`, { token: tokens.get('admin')! });
    return { ...input, OtherID: lists.body.data.find((l: ResourceRecord) => l.ID !== record.ID).ID };
  },
};

/** The engine's generic action route; every other POST on a record is a bespoke route the walk below needs a sample of. */
const ENGINE_ACTION = `${ID_SEGMENT}/:action`;

interface BespokeSample {
  /** The resource whose records the route is called on. */
  resource: string;
  /** Its success status. */
  ok: number;
  /** The body for one record, as the screen sends it. */
  body(record: ResourceRecord): Record<string, unknown> | Promise<Record<string, unknown>>;
}

const admin = () => tokens.get('admin')!;

/**
 * The routes on a record beyond the engine's, by their pattern, each with what a person sends there. A route
 * found in the app without an entry here fails the walk, so it is walked once it exists.
 */
const BESPOKE: Record<string, BespokeSample> = {
  'POST /api/support/tickets/:id{[0-9]+}/reply': {
    resource: 'tickets',
    ok: 201,
    body: (r) => ({ Version: r.Version, body: 'Hej!\n\nTack.' }),
  },
  'POST /api/support/tickets/:id{[0-9]+}/note': {
    resource: 'tickets',
    ok: 201,
    body: (r) => ({ Version: r.Version, body: 'Ringde kunden.' }),
  },
  'POST /api/support/tickets/:id{[0-9]+}/read': { resource: 'tickets', ok: 200, body: (r) => ({ Version: r.Version }) },
  'POST /api/shop/customers/:id{[0-9]+}/login-link': { resource: 'customers', ok: 201, body: () => ({}) },
  'POST /api/shop/customers/:id{[0-9]+}/merge': {
    resource: 'customers',
    ok: 200,
    async body(r) {
      const others = await t.call('GET', `/api/shop/customers?StoreID=${String(r.StoreID)}&limit=20`, { token: admin() });
      const into = (others.body.data as ResourceRecord[]).find((c) => c.ID !== r.ID && c.MergedIntoID == null)!;
      return { Version: r.Version, into: into.ID, IntoVersion: into.Version };
    },
  },
  'POST /api/shop/orders/:id{[0-9]+}/returns': {
    resource: 'orders',
    ok: 201,
    async body(r) {
      const items = await t.call('GET', `/api/shop/order-items?OrderID=${r.ID}&limit=1`, { token: admin() });
      return {
        Action: 1,
        Reason: 'Trasig vid leverans',
        Items: items.body.data.map((i: ResourceRecord) => ({ OrderItemID: i.ID, Quantity: 1 })),
      };
    },
  },
  'POST /api/shop/purchase-orders/:id{[0-9]+}/receipts': {
    resource: 'purchase-orders',
    ok: 200,
    async body(r) {
      const lines = await t.call('GET', `/api/shop/purchase-order-items?PurchaseOrderID=${r.ID}&limit=1`, { token: admin() });
      const sku = (lines.body.data as ResourceRecord[])[0]?.SKU ?? 'NONE';
      return { key: `walk-${r.ID}-${String(r.Version)}`, lines: [{ sku, quantity: 1 }], over: true };
    },
  },
  'POST /api/shop/orders/:id{[0-9]+}/add-upsell': {
    resource: 'orders',
    ok: 201,
    // One of the upsells the order's store runs now (none: an id no upsell has, refused naming UpsellID).
    async body(r) {
      const offered = await t.call('GET', `/api/shop/orders/${r.ID}/upsells`, { token: admin() });
      const first = (offered.body?.data as { ID: number }[] | undefined)?.[0];
      return { Version: r.Version, UpsellID: first?.ID ?? 999_999, Quantity: 1 };
    },
  },
  'POST /api/shop/coupons/:id{[0-9]+}/codes': { resource: 'coupons', ok: 201, body: () => ({ Count: 2 }) },
  'POST /api/shop/coupons/:id{[0-9]+}/try': {
    resource: 'coupons',
    ok: 200,
    // A basket of one product for sale in the coupon's store (the first store for a coupon of every store).
    async body(r) {
      const items = await t.call('GET', '/api/product/items?Status=4&limit=1', { token: admin() });
      const stores = await t.call('GET', '/api/common/stores', { token: admin() });
      const first = (Array.isArray(stores.body) ? stores.body : stores.body.data)[0] as { ID: number };
      return { StoreID: r.StoreID ?? first.ID, Items: [{ ProductID: (items.body.data as ResourceRecord[])[0].ID, Quantity: 1 }] };
    },
  },
  'POST /api/product/items/:id{[0-9]+}/proposals': {
    resource: 'products',
    ok: 201,
    body: (r) => ({ Version: r.Version, SortWeight: Number(r.SortWeight ?? 0) + 1 }),
  },
};

/** A 40001 that names the field of the record the route cannot take, with its reason. */
function refusedField(answer: JsonAnswer): boolean {
  return answer.body?.code === ErrorCode.BadRequest && Object.keys(answer.body.fields ?? {}).length > 0 && !!answer.body.message;
}

/** The imports' apply and cancel: walked over the demo imports in each of their states, beside the resources. */
const IMPORT_ROUTE = /^POST (\/api\/.+)\/:id\{\[0-9\]\+\}\/(apply|cancel)$/;

function bespokeRoutes(): string[] {
  return apiRoutes(t.app)
    .filter((r) => r.method !== 'GET' && r.path.includes(`/${ID_SEGMENT}/`) && !r.path.endsWith(ENGINE_ACTION))
    .map((r) => `${r.method} ${r.path}`);
}

describe('the routes on a record beyond the engine’s', () => {
  it('each has its sample in the walk', () => {
    const routes = bespokeRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const unknown = routes.filter((route) => !Object.hasOwn(BESPOKE, route) && !IMPORT_ROUTE.test(route));
    expect(unknown, 'give each its sample in BESPOKE').toEqual([]);
  });

  it.each(Object.keys(BESPOKE))(
    '%s answers each state and shape of its records without a server error',
    async (route) => {
      const entry = BESPOKE[route];
      const def = RESOURCES.find((r) => r.name === entry.resource)!;
      const path = route.slice('POST '.length);
      const problems: string[] = [];
      let done = 0;
      for (const { state, shapes } of await sample(def))
        for (const records of shapes) {
          const record = await stillIn(def, state, records);
          if (!record) continue;
          const answer = await t.call('POST', path.replace(ID_SEGMENT, String(record.ID)), {
            token: admin(),
            body: await entry.body(record),
          });
          if (answer.status === entry.ok) done += 1;
          // A record this route cannot take (an annulled order has nothing to return) is refused with its reason.
          else if (answer.status >= 500 || !(BUSINESS_REFUSALS.has(answer.body?.code) || refusedField(answer)))
            problems.push(`${def.name} ${record.ID} (${state}): ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      expect(problems).toEqual([]);
      expect(done, 'no demo record took it').toBeGreaterThan(0);
    },
    240_000,
  );

  it('the imports’ apply and cancel answer each state of the demo imports without a server error', async () => {
    const problems: string[] = [];
    for (const route of bespokeRoutes().filter((r) => IMPORT_ROUTE.test(r))) {
      const [, base, verb] = IMPORT_ROUTE.exec(route)!;
      // The kind's latest imports (the list takes no parameters).
      const list = await t.call<{ data: ResourceRecord[] }>('GET', base, { token: admin() });
      expect(list.status, route).toBe(200);
      const byStatus = new Map(list.body.data.map((r) => [String(r.Status), r]));
      for (const imported of byStatus.values()) {
        const now = await t.call('GET', `${base}/${imported.ID}`, { token: admin() });
        const answer = await t.call('POST', `${base}/${imported.ID}/${verb}`, { token: admin(), body: { Version: now.body.Version } });
        if (answer.status >= 500)
          problems.push(`${route} on ${imported.ID} (${String(imported.Status)}): ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
