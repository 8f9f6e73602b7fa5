/**
 * The assembly (docs/decisions.md "Layers"): every feature's resource hooks, hand-written table bindings and job
 * handlers, passed in to the engine as values. Only the app (server/app.ts) and the entry points (server/main.ts,
 * server/cli, the tests' and benchmarks' set-up) import this module; features and the engine never do.
 */
import { FEATURES, type FeatureName } from '../src/features';
import { aiFeature } from './ai/feature';
import { billingFeature } from '../src/features/billing/server/index';
import { contentFeature } from './content/feature';
import { dashboardFeature } from './dashboard/feature';
import type { RouteDef } from './http/api-route';
import { customersFeature } from './customers/feature';
import { importsFeature } from './imports/feature';
import type { JobHandlers } from './jobs/definition';
import { checkSchedule, type Schedule } from './jobs/schedules';
import type { DemoSeed } from './demo/context';
import { jobsFeature } from './jobs/feature';
import { mailFeature } from './mail/feature';
import { ordersFeature } from './orders/feature';
import { priceListsFeature } from './price-lists/feature';
import { productsFeature } from './products/feature';
import { buildResourceRegistry, type ResourceParts, type ResourceRegistry } from './resources/registry';

/** Where a feature's own routes go: an area's router (/api/{area}) or the storefront's (/api/storefront). */
export type RouteArea = 'shop' | 'product' | 'support' | 'setting' | 'storefront';
import { returnsFeature } from './returns/feature';
import { settingsFeature } from './settings/feature';
import { supportFeature } from '../src/features/support/server/index';
import { purchasingFeature } from '../src/features/purchasing/server/index';
import { sellingFeature } from '../src/features/selling/server/index';
import { usersFeature } from './users/feature';

/**
 * What a feature's server part gives: its resources' hooks and hand-written tables, the handlers of its job kinds,
 * which of them recur (server/jobs/schedules.ts: one line per kind, `{ kind, title, every }`) and its demo data.
 */
interface ServerFeature extends ResourceParts {
  jobs?: Partial<JobHandlers>;
  schedules?: readonly Schedule[];
  /**
   * Its tables (its server/schema.ts module): the migrations are generated from them (drizzle.config.ts finds them) and
   * the engine binds its declared resources to them.
   */
  schema?: Readonly<Record<string, unknown>>;
  /** Its own API routes by area, each with its access rule; an area's router mounts them before the engine's. */
  routes?: (resources: ResourceRegistry) => Partial<Record<RouteArea, readonly RouteDef[]>>;
  /** Its demo data (server/demo/context.ts), written after the engine's, in the features' order. */
  demo?: DemoSeed;
}

/**
 * The server part of every feature of src/features/index.ts, by its name: typed over FeatureName, so a feature
 * without its entry (or an entry for none) does not compile.
 */
const SERVER_FEATURES = {
  users: usersFeature,
  settings: settingsFeature,
  customers: customersFeature,
  orders: ordersFeature,
  returns: returnsFeature,
  billing: billingFeature,
  support: supportFeature,
  content: contentFeature,
  mail: mailFeature,
  catalogue: productsFeature,
  'price-lists': priceListsFeature,
  ai: aiFeature,
  imports: importsFeature,
  dashboard: dashboardFeature,
  purchasing: purchasingFeature,
  selling: sellingFeature,
} as const satisfies Record<FeatureName, ServerFeature>;

/** The engine's own part: the Jobs screen's hooks (server/jobs). */
const ENGINE: ServerFeature = jobsFeature;

/** The server parts in the features' order, the engine's first. */
const PARTS: readonly ServerFeature[] = [ENGINE, ...FEATURES.map((feature) => SERVER_FEATURES[feature.name])];

type JobsOf<F> = F extends { jobs: infer J } ? J : never;

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/**
 * One handler for every kind in JOB_KINDS: typed as the features' handlers together, so a kind no feature
 * handles does not compile here (tests/server/job-kinds.test.ts holds them to the labels both ways).
 */
const JOB_HANDLERS: JobHandlers = Object.assign({}, ...PARTS.map((part) => part.jobs ?? {})) as Intersection<
  JobsOf<(typeof SERVER_FEATURES)[FeatureName]>
>;

/** What a process runs with: the registry of resource bindings, the job handlers and the recurring kinds. */
export interface ServerParts {
  resources: ResourceRegistry;
  jobs: JobHandlers;
  schedules: readonly Schedule[];
}

/** Builds the registry from the features (a new one per call; a process or an app builds it once). */
export function assembleServer(): ServerParts {
  const given = PARTS.flatMap((part) => Object.keys(part.jobs ?? {}));
  const twice = given.find((kind, index) => given.indexOf(kind) !== index);
  if (twice) throw new Error(`Job kind ${twice} has handlers in two features`);
  const schedules = PARTS.flatMap((part) => part.schedules ?? []);
  schedules.forEach(checkSchedule);
  const scheduledTwice = schedules.find((s, index) => schedules.findIndex((o) => o.kind === s.kind) !== index);
  if (scheduledTwice) throw new Error(`Job kind ${scheduledTwice.kind} is scheduled twice`);
  return { resources: buildResourceRegistry(PARTS), jobs: JOB_HANDLERS, schedules };
}

/** The features' demo data in the features' order (server/demo/index.ts writes it after the engine's). */
export function featureDemos(): readonly DemoSeed[] {
  return PARTS.flatMap((part) => (part.demo ? [part.demo] : []));
}

/** The features' own routes of an area, in the features' order (server/app.ts hands them to the area's router). */
export function featureRoutes(area: RouteArea, resources: ResourceRegistry): RouteDef[] {
  return PARTS.flatMap((part) => [...(part.routes?.(resources)[area] ?? [])]);
}
