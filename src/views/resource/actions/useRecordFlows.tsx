import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageOf, inUseOf } from '../../../api/client';
import { downloadExport, useDeleteResources, useResourceAction } from '../../../api/resources';
import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import type { ActionOutcome } from '../../../domain/resources/workflow';
import { showFlash } from '../../../store/flash';
import { nounInSentence, recordTitle } from '../format/record-text';
import { useActionInput } from './useActionInput';
import { useConfirm, type Question } from './useConfirm';

/** An action's report as values a message may name (texts and numbers only). */
function flashValues(outcome: ActionOutcome | null): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(outcome ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
  );
}

export interface RecordFlows {
  deleteRecords: (records: readonly ResourceRecord[]) => Promise<boolean>;
  runAction: (action: CustomActionDef, records: readonly ResourceRecord[]) => Promise<boolean>;
  exportRecords: (records: readonly ResourceRecord[]) => Promise<boolean>;
  ask: (question: Question) => Promise<string | null>;
  dialog: ReactNode;
}

/**
 * The flows a record or a selection goes through, each owning all of it (STYLE.md 8): ask when it is
 * destructive or declared so, call the API, tell the user in a flash, and report back so the screen can
 * clear its selection or close the deleted record. Buttons, pane keys and palette commands share them.
 */
export function useRecordFlows(def: ResourceDef, after: { deleted: (ids: number[]) => void; acted: () => void }): RecordFlows {
  const intl = useIntl();
  const { ask, dialog: question } = useConfirm();
  const { askInput, dialog: inputDialog } = useActionInput(def);
  const remove = useDeleteResources(def);
  const act = useResourceAction(def);
  const locale = intl.locale.slice(0, 2);
  const failed = useCallback(
    (messageId: string, error: unknown) => {
      // A record still in use names what uses it ("2 stores, 120 orders").
      const uses = intl.formatList(inUseOf(error).map((u) => `${u.count} ${nounInSentence(intl, u, u.count === 1 ? 'one' : 'other')}`));
      showFlash({ id: messageId }, 'error', { details: intl.formatMessage({ id: errorMessageOf(error) }, { uses }) });
    },
    [intl],
  );
  const nameOf = useCallback(
    (records: readonly ResourceRecord[]) => (records.length === 1 ? recordTitle(def, records[0], locale) : ''),
    [def, locale],
  );

  const deleteRecords = useCallback(
    async (records: readonly ResourceRecord[]) => {
      if (!records.length) return false;
      const values = { count: records.length, name: nameOf(records) };
      const choice = await ask({
        title: intl.formatMessage({ id: 'resource.delete.title' }, values),
        body: <p>{intl.formatMessage({ id: 'resource.delete.body' }, values)}</p>,
        choices: [{ id: 'delete', label: intl.formatMessage({ id: 'resource.delete.confirm' }, values), variant: 'danger' }],
      });
      if (choice !== 'delete') return false;
      try {
        const count = await remove(records);
        showFlash({ id: 'resource.delete.done' }, 'success', { values: { count, name: values.name } });
        after.deleted(records.map((r) => r.ID));
        return true;
      } catch (error) {
        failed('resource.delete.failed', error);
        return false;
      }
    },
    [ask, intl, nameOf, remove, after, failed],
  );

  const runAction = useCallback(
    async (action: CustomActionDef, records: readonly ResourceRecord[]) => {
      if (!records.length) return false;
      const actionName = intl.formatMessage({ id: action.label });
      const values = { count: records.length, name: nameOf(records), action: actionName };
      let input: Record<string, unknown> = {};
      if (action.input?.length) {
        const given = await askInput(action, {
          title: intl.formatMessage({ id: action.confirm ?? action.label }, values),
          summary: records.length > 1 ? intl.formatMessage({ id: 'resource.action.bulkBody' }, values) : values.name,
          around: records.length === 1 ? records[0] : undefined,
        });
        if (!given) return false;
        input = given;
      } else if (action.confirm) {
        const choice = await ask({
          title: intl.formatMessage({ id: action.confirm }, values),
          body: records.length > 1 ? <p>{intl.formatMessage({ id: 'resource.action.bulkBody' }, values)}</p> : undefined,
          choices: [{ id: 'run', label: actionName, variant: action.danger ? 'danger' : 'primary' }],
        });
        if (choice !== 'run') return false;
      }
      try {
        const outcome = await act(action, records, input);
        // The effect's report (the address a mail went to) may be named by the action's done message.
        showFlash(action.done ? { id: action.done } : { id: 'resource.action.done' }, 'success', {
          values: { ...flashValues(outcome), ...values },
        });
        after.acted();
        return true;
      } catch (error) {
        failed('resource.action.failed', error);
        return false;
      }
    },
    [act, ask, askInput, intl, nameOf, after, failed],
  );

  const exportRecords = useCallback(
    async (records: readonly ResourceRecord[]) => {
      if (!records.length) return false;
      try {
        const file = await downloadExport(
          def,
          records.map((r) => r.ID),
        );
        showFlash({ id: 'resource.export.done' }, 'success', { values: { count: records.length, file } });
        return true;
      } catch (error) {
        failed('resource.export.failed', error);
        return false;
      }
    },
    [def, failed],
  );

  return {
    deleteRecords,
    runAction,
    exportRecords,
    ask,
    dialog: (
      <>
        {question}
        {inputDialog}
      </>
    ),
  };
}
