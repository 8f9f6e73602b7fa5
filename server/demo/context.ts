/** What a feature's demo data is written with (server/demo/index.ts runs each feature's `demo` in the features' order). */
import type { ResourceRegistry } from '../resources/binding';
import type { Tx } from '../db/types';
import type { DemoUserKey } from './shop';

export interface DemoContext {
  now: Date;
  /** The demo staff accounts' ids, by key. */
  userIds: Record<DemoUserKey, number>;
  /** The registry of resource bindings (server/features.ts): demo rows written through the engine use it. */
  resources: ResourceRegistry;
  /** The file store's directory: demo documents' bytes go there (unset: only their rows, as in the test template). */
  filesDir?: string;
}

/** A feature's demo data: written inside the seed's one transaction, after the engine's and the features' before it. */
export type DemoSeed = (tx: Tx, context: DemoContext) => Promise<void>;
