/**
 * Jobs of kinds the tests define themselves: `enqueueJob` takes the product's JobKind only, so the tests
 * enqueue theirs through this, and run them with handler maps of their own beside the product's.
 */
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { Executor } from '../../server/db/types';
import { enqueueJob, type EnqueueOptions } from '../../server/jobs';
import type { ResourceRegistry } from '../../server/resources/registry';

export const enqueueTestJob = enqueueJob as (
  tx: Executor,
  resources: ResourceRegistry,
  kind: string,
  payload: unknown,
  options: EnqueueOptions,
) => Promise<ResourceRecord>;
