/**
 * A resource's records on display as the palette and the resource's keys see them (src/commands/resource-pane.ts):
 * the records its commands act on, and the screen's own flows (ask, call, flash) that run them. A split screen
 * activates its list and detail's pane; a child collection in a parent's detail activates its own beside it.
 */
import { useEffect, useRef } from 'react';
import { activateResourcePane, type ResourcePane } from '../../../commands/resource-pane';
import { findAction } from '../../../domain/resources/workflow';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import type { RecordFlows } from './useRecordFlows';

/**
 * Activates the pane of `def` while mounted. `targets` and `flows` are read when a command runs (never stale);
 * `selection`, the list's declared selection mode, is set up again when whether there is one changes.
 */
export function useResourcePane(
  def: ResourceDef,
  targets: () => readonly ResourceRecord[],
  flows: RecordFlows,
  selection?: ResourcePane['selection'],
): void {
  const targetsRef = useRef(targets);
  targetsRef.current = targets;
  const flowsRef = useRef(flows);
  flowsRef.current = flows;
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const hasSelection = selection !== undefined;
  useEffect(
    () =>
      activateResourcePane({
        resource: def.name,
        targets: () => targetsRef.current(),
        deleteTargets: () => flowsRef.current.deleteRecords(targetsRef.current()),
        exportTargets: () => flowsRef.current.exportRecords(targetsRef.current()),
        runAction: async (actionId) => {
          const action = findAction(def, actionId);
          if (action) await flowsRef.current.runAction(action, targetsRef.current());
        },
        selection: hasSelection
          ? {
              on: () => selectionRef.current?.on() ?? false,
              start: () => selectionRef.current?.start(),
              cancel: () => selectionRef.current?.cancel(),
              selectPage: () => selectionRef.current?.selectPage(),
              perform: async () => selectionRef.current?.perform(),
            }
          : undefined,
      }),
    [def, hasSelection],
  );
}
