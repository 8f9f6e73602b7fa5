/** The outbox's bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { OutboxDetail } from '../../views/resource/overrides/OutboxDetail';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // A message's .eml download, and why a stored one was not sent.
  outbox: { Detail: OutboxDetail },
};
