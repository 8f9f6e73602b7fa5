/**
 * The one list of features (docs/adding-a-feature.md). Each feature's folder holds its declaration (feature.ts:
 * resources, menu places, job kinds, error codes), its rules, its server part (routes, hooks, jobs, schedules,
 * tables, demo data), its screens, overrides and commands, its messages and its tests. What is derived from this
 * list: the resources (src/domain/resources/index.ts), the screen table (src/domain/screens.ts), the job kinds
 * and the error codes; the server's assembly (server/features.ts) is typed over these names, and the browser's
 * screen, override and command registries find each feature's parts by its folder.
 */
import { usersFeature } from './users/feature';
import { settingsFeature } from './settings/feature';
import { customersFeature } from './customers/feature';
import { ordersFeature } from './orders/feature';
import { returnsFeature } from './returns/feature';
import { billingFeature } from './billing/feature';
import { supportFeature } from './support/feature';
import { contentFeature } from './content/feature';
import { mailFeature } from './mail/feature';
import { catalogueFeature } from './catalogue/feature';
import { priceListsFeature } from './price-lists/feature';
import { aiFeature } from './ai/feature';
import { importsFeature } from './imports/feature';
import { dashboardFeature } from './dashboard/feature';
import { purchasingFeature } from './purchasing/feature';
import { sellingFeature } from './selling/feature';
import type { FeatureDef } from '../domain/feature';

export const FEATURES = [
  usersFeature,
  settingsFeature,
  customersFeature,
  ordersFeature,
  returnsFeature,
  billingFeature,
  supportFeature,
  contentFeature,
  mailFeature,
  catalogueFeature,
  priceListsFeature,
  aiFeature,
  importsFeature,
  dashboardFeature,
  purchasingFeature,
  sellingFeature,
] as const satisfies readonly FeatureDef[];

/**
 * The same list seen as plain declarations, for what reads every feature's parts alike (resources, menu places,
 * job kinds, error codes); FEATURES keeps each one's literal types for the names derived from it.
 */
export const FEATURE_DEFS: readonly FeatureDef[] = [...FEATURES];

/** A feature's name: its folder under src/features/. */
export type FeatureName = (typeof FEATURES)[number]['name'];
