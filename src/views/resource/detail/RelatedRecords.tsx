/**
 * A related-records tab of a detail (the declaration's `related`: a customer's orders): the other resource's
 * records whose reference field holds this record's ID, through that resource's own list API (so its view
 * permission applies), read-only, with j/k to move and Enter to open one on its own screen (RecordTab.tsx).
 */
import { useLocation } from 'wouter';
import type { PaneActions } from '../../../commands/types';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { recordPathOf } from '../query/useResourceListQuery';
import { focusedId } from '../split/list-focus';
import { RecordTab, useRecordTab } from './RecordTab';

export function RelatedRecords({ def, field, record }: { def: ResourceDef; field: string; record: ResourceRecord }) {
  const [, navigate] = useLocation();
  const tab = useRecordTab(def, field, record.ID);
  const open = (id: number | null | undefined) => {
    if (id != null) navigate(recordPathOf(def, id));
  };
  const keys: PaneActions = { resource: def.name, ...tab.moveKeys, open: () => open(focusedId(tab.stateRef)) };
  return <RecordTab tab={tab} onOpen={open} keys={keys} />;
}
