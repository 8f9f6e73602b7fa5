/**
 * A colleague's proposed product values become product changes (source Colleague), one per field, each
 * written by the engine's create of product changes (its rules, references and audit event), so the
 * proposal waits in /product/changes for someone who decides product changes.
 */
import { ChangeSource, ChangeStatus } from '../../../src/domain/resources/product/changes';
import { changedField, changeText } from '../../../src/domain/resources/product/change-values';
import type { ResourceRecord } from '../../../src/domain/resources/types';
import type { ProposeContext, ResourceHooks } from '../hooks';
import { writeCreate } from '../mutations';
import { bindingOf } from '../registry';
import { checkedValues } from '../write-values';

async function proposeChanges({ tx, auth, now, record, values }: ProposeContext): Promise<ResourceRecord[]> {
  const changes = bindingOf('product-changes');
  const written: ResourceRecord[] = [];
  for (const { key, before, after } of values) {
    const field = changedField(key)!;
    // The change's own fields are read-only to its API (the system fills them), so they join the checked values.
    const proposal = { ProductID: record.ID, Field: key, Before: changeText(field, before), After: changeText(field, after), Source: ChangeSource.Colleague, Status: ChangeStatus.Pending };
    written.push(await writeCreate(tx, { auth, now }, changes, { ...checkedValues(changes, {}, 'create', null), ...proposal }));
  }
  return written;
}

export const productHooks: ResourceHooks = {
  propose: proposeChanges,
};
