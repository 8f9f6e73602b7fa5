/**
 * The assembly (docs/decisions.md "Layers"): every feature's resource hooks, hand-written table bindings and job
 * handlers, passed in to the engine as values. Only the app (server/app.ts) and the entry points (server/main.ts,
 * server/cli, the tests' and benchmarks' set-up) import this module; features and the engine never do.
 */
import { aiFeature } from './ai/feature';
import { remindersFeature } from './billing/reminders-feature';
import { billingFeature } from './billing/feature';
import { contentFeature } from './content/feature';
import { customersFeature } from './customers/feature';
import { importsFeature } from './imports/feature';
import type { JobHandlers } from './jobs/definition';
import { checkSchedule, type Schedule } from './jobs/schedules';
import { jobsFeature } from './jobs/feature';
import { mailFeature } from './mail/feature';
import { ordersFeature } from './orders/feature';
import { priceListsFeature } from './price-lists/feature';
import { productsFeature } from './products/feature';
import { buildResourceRegistry, type ResourceParts, type ResourceRegistry } from './resources/registry';
import { returnsFeature } from './returns/feature';
import { settingsFeature } from './settings/feature';
import { subscriptionsFeature } from './subscriptions/feature';
import { supportFeature } from './support/feature';
import { usersFeature } from './users/feature';

/**
 * What a feature gives: its resources' hooks and hand-written tables, the handlers of its job kinds, and which of
 * them recur (server/jobs/schedules.ts: one line per kind, `{ kind, title, every }`).
 */
interface Feature extends ResourceParts {
  jobs: Partial<JobHandlers>;
  schedules?: readonly Schedule[];
}

const FEATURES = [
  usersFeature,
  settingsFeature,
  customersFeature,
  ordersFeature,
  returnsFeature,
  subscriptionsFeature,
  supportFeature,
  billingFeature,
  contentFeature,
  mailFeature,
  jobsFeature,
  importsFeature,
  productsFeature,
  priceListsFeature,
  aiFeature,
  remindersFeature,
] as const satisfies readonly Feature[];

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/**
 * One handler for every kind in JOB_KINDS: typed as the features' handlers together, so a kind no feature
 * handles does not compile here (tests/server/job-kinds.test.ts holds them to the labels both ways).
 */
const JOB_HANDLERS: JobHandlers = Object.assign({}, ...FEATURES.map((feature) => feature.jobs)) as Intersection<
  (typeof FEATURES)[number]['jobs']
>;

/** What a process runs with: the registry of resource bindings, the job handlers and the recurring kinds. */
export interface ServerParts {
  resources: ResourceRegistry;
  jobs: JobHandlers;
  schedules: readonly Schedule[];
}

/** Builds the registry from the features (a new one per call; a process or an app builds it once). */
export function assembleServer(): ServerParts {
  const given = FEATURES.flatMap((feature) => Object.keys(feature.jobs));
  const twice = given.find((kind, index) => given.indexOf(kind) !== index);
  if (twice) throw new Error(`Job kind ${twice} has handlers in two features`);
  const schedules = FEATURES.flatMap((feature: Feature) => feature.schedules ?? []);
  schedules.forEach(checkSchedule);
  const scheduledTwice = schedules.find((s, index) => schedules.findIndex((o) => o.kind === s.kind) !== index);
  if (scheduledTwice) throw new Error(`Job kind ${scheduledTwice.kind} is scheduled twice`);
  return { resources: buildResourceRegistry(FEATURES), jobs: JOB_HANDLERS, schedules };
}
