/**
 * What follows the ladder's steps in their transaction (./reminders-ladder.ts performSteps): the notices read again
 * for the reminders that moved. Shared by the scheduled run, the selection's next actions and the single move.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/types';
import type { ResourceRegistry } from '../resources/binding';
import { idArray, refreshNotices, type PerformedStep } from './reminders-ladder';

export interface AfterStepsOptions {
  now: Date;
  /** The acting staff account; null: the system. */
  actorId: number | null;
}

export async function afterSteps(
  tx: Executor,
  _resources: ResourceRegistry,
  steps: readonly PerformedStep[],
  _options: AfterStepsOptions,
): Promise<void> {
  if (steps.length === 0) return;
  await refreshNotices(tx, sql`r.id = any(${idArray(steps.map((step) => step.id))})`);
}
