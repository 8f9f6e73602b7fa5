/**
 * The assembly (docs/decisions.md "Layers"): every feature's resource hooks, hand-written table bindings and job
 * handlers, passed in to the engine as values. Only the app (server/app.ts) and the entry points (server/main.ts,
 * server/cli, the tests' and benchmarks' set-up) import this module; features and the engine never do.
 */
import { aiFeature } from './ai/feature';
import { billingFeature } from './billing/feature';
import { customersFeature } from './customers/feature';
import { importsFeature } from './imports/feature';
import type { JobHandlers } from './jobs/definition';
import { jobsFeature } from './jobs/feature';
import { mailFeature } from './mail/feature';
import { ordersFeature } from './orders/feature';
import { priceListsFeature } from './price-lists/feature';
import { productsFeature } from './products/feature';
import { buildResourceRegistry, type ResourceParts, type ResourceRegistry } from './resources/registry';
import { returnsFeature } from './returns/feature';
import { usersFeature } from './users/feature';

/** What a feature gives: its resources' hooks and hand-written tables, and the handlers of its job kinds. */
interface Feature extends ResourceParts {
  jobs: Partial<JobHandlers>;
}

const FEATURES = [
  usersFeature,
  customersFeature,
  ordersFeature,
  returnsFeature,
  billingFeature,
  mailFeature,
  jobsFeature,
  importsFeature,
  productsFeature,
  priceListsFeature,
  aiFeature,
] as const satisfies readonly Feature[];

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/**
 * One handler for every kind in JOB_KINDS: typed as the features' handlers together, so a kind no feature
 * handles does not compile here (tests/server/job-kinds.test.ts holds them to the labels both ways).
 */
const JOB_HANDLERS: JobHandlers = Object.assign({}, ...FEATURES.map((feature) => feature.jobs)) as Intersection<
  (typeof FEATURES)[number]['jobs']
>;

/** What a process runs with: the registry of resource bindings and the job handlers. */
export interface ServerParts {
  resources: ResourceRegistry;
  jobs: JobHandlers;
}

/** Builds the registry from the features (a new one per call; a process or an app builds it once). */
export function assembleServer(): ServerParts {
  const given = FEATURES.flatMap((feature) => Object.keys(feature.jobs));
  const twice = given.find((kind, index) => given.indexOf(kind) !== index);
  if (twice) throw new Error(`Job kind ${twice} has handlers in two features`);
  return { resources: buildResourceRegistry(FEATURES), jobs: JOB_HANDLERS };
}
