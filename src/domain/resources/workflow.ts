/**
 * The actions of a resource: its declared custom actions and the moves of its workflow, as one list. The
 * server routes, authorizes and audits them, the browser offers them as buttons, commands and keys, from
 * this one list; a workflow's move is a custom action whose `when` is its `from` and whose `set` is its `to`.
 */
import { validateForm, type FieldErrors } from '../validation';
import { fieldRules, normalizeValue } from './rules';
import type { CustomActionDef, ResourceDef, TransitionDef, WorkflowDef } from './types';

function actionOf(workflow: WorkflowDef, move: TransitionDef): CustomActionDef {
  const { from, to, ...rest } = move;
  return {
    ...rest,
    when: { [workflow.field]: from },
    set: { [workflow.field]: to },
    transition: { field: workflow.field, from, to },
  };
}

const cache = new WeakMap<ResourceDef, readonly CustomActionDef[]>();

/** Every action of a resource: custom actions first, then the workflow's moves. */
export function resourceActions(def: ResourceDef): readonly CustomActionDef[] {
  let actions = cache.get(def);
  if (!actions) {
    actions = [...(def.actions.custom ?? []), ...(def.workflow?.transitions.map((t) => actionOf(def.workflow!, t)) ?? [])];
    cache.set(def, actions);
  }
  return actions;
}

/** The action with this id, if the resource has one. */
export function findAction(def: ResourceDef, id: string): CustomActionDef | undefined {
  return resourceActions(def).find((a) => a.id === id);
}

/** The fields of the record whose value is not among the action's `when` values. */
export function unmetConditions(action: CustomActionDef, record: Record<string, unknown>): string[] {
  return Object.entries(action.when ?? {})
    .filter(([key, allowed]) => !allowed.some((v) => String(v) === String(record[key])))
    .map(([key]) => key);
}

/** Does the action apply to this record (its `when` conditions)? */
export function actionApplies(action: CustomActionDef, record: Record<string, unknown>): boolean {
  return unmetConditions(action, record).length === 0;
}

/** The errors of an action's input, as a form shows them (first failing rule per field). */
export function actionInputErrors(action: CustomActionDef, input: Record<string, unknown>): FieldErrors {
  if (!action.input?.length) return {};
  return validateForm(Object.fromEntries(action.input.map((field) => [field.key, fieldRules(field)])), input);
}

/** An action's input in its canonical form, only the declared keys. */
export function normalizeActionInput(action: CustomActionDef, input: Record<string, unknown>): Record<string, unknown> | null {
  if (!action.input?.length) return null;
  return Object.fromEntries(action.input.map((field) => [field.key, normalizeValue(field, input[field.key] ?? field.default ?? null)]));
}

/** The input a record's audit event kept for an action (under INPUT_KEY of the event's after value). */
export const INPUT_KEY = '$input';

/**
 * The key of an action's answer under which its effect's report rides beside the record (the e-mail an
 * order's "resend confirmation" queued: `{ OutboxID, To, Subject }`). Records' own keys never start with `$`.
 */
export const ACTION_OUTCOME_KEY = '$outcome';

/** What an action's effect reports having done, flat values a flash message may name (`{To}`). */
export type ActionOutcome = Readonly<Record<string, string | number | boolean | null>>;
