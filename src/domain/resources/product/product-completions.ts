/**
 * AI-written product texts (issue 8 §3, docs/decisions.md "Product texts by AI"): each completion one proposed
 * text of one product's name or description in one language, written with a prompt (completion-prompts.ts)
 * and checked against the prohibited words (prohibited-words.ts), waiting for a person to approve it (writing
 * the product's translation in the same transaction) or decline it with a reason.
 */
import { enumeration, locale, longText, reference, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { ResourceDef, WorkflowDef } from '../types';
import { COMPLETION_FIELD_OPTIONS, productTextLocale } from './completion-texts';

/** The most products one generate request takes. */
export const GENERATE_MAX_PRODUCTS = 1000;

/** Generates, approves and declines completions. */
const DECIDE_COMPLETIONS = ['update', 'product-change'] as const;

export const CompletionStatus = { Waiting: 1, Approved: 2, Declined: 3, Replaced: 4 } as const;
const COMPLETION_STATUSES = statusOptions('completionStatus', Object.values(CompletionStatus), {
  [CompletionStatus.Waiting]: 'attention',
  [CompletionStatus.Approved]: 'done',
  [CompletionStatus.Declined]: 'refused',
  [CompletionStatus.Replaced]: 'closed',
});

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'approve',
      label: 'resources.completions.approve',
      permission: DECIDE_COMPLETIONS,
      bulk: true,
      shortcut: 'a',
      effect: 'apply-completion',
      from: [CompletionStatus.Waiting],
      to: CompletionStatus.Approved,
      done: 'resources.completions.approved',
    },
    {
      id: 'decline',
      label: 'resources.completions.decline',
      permission: DECIDE_COMPLETIONS,
      bulk: true,
      danger: true,
      shortcut: 'd',
      confirm: 'resources.completions.confirmDecline',
      input: [longText('Reason', { required: true, minLength: 3, maxLength: 500, label: 'resources.completions.reason' })],
      from: [CompletionStatus.Waiting],
      to: CompletionStatus.Declined,
      done: 'resources.completions.declined',
    },
  ],
};

export const productCompletions: ResourceDef<'product-completions'> = {
  name: 'product-completions',
  area: 'product',
  path: 'completions',
  screen: 'ProductCompletion',
  table: 'product_completions',
  // As product changes: named by the field, the product in its own column and the detail's fields.
  titleField: 'Field',
  subtitleField: 'Locale',
  permissions: { view: ['view', 'product'], update: DECIDE_COMPLETIONS },
  fields: [
    reference('ProductID', 'products', {
      required: true,
      readOnly: true,
      list: 3,
      filterable: true,
      label: 'resources.completions.ProductID',
    }),
    locale('Locale', {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      rules: [productTextLocale],
      label: 'resources.completions.Locale',
    }),
    enumeration('Field', COMPLETION_FIELD_OPTIONS, {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.completions.Field',
    }),
    longText('Text', { required: true, maxLength: 20_000, label: 'resources.completions.Text', help: 'resources.completions.help.Text' }),
    longText('Before', { readOnly: true, maxLength: 20_000, label: 'resources.completions.Before' }),
    enumeration('Status', COMPLETION_STATUSES, { readOnly: true, default: CompletionStatus.Waiting, list: 1, filterable: true }),
    reference('PromptID', 'completion-prompts', { readOnly: true, label: 'resources.completions.PromptID' }),
    longText('Prompt', { readOnly: true, maxLength: 20_000, label: 'resources.completions.Prompt' }),
    text('Model', { readOnly: true, maxLength: 200, label: 'resources.completions.Model' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  // The proposed text may be edited while it waits (a prohibited word taken out); nothing else.
  actions: { create: false, edit: true, delete: false },
  workflow: WORKFLOW,
  keywords: ['ai texts', 'completions', 'ai', 'generated', 'proposals', 'ai-texter', 'förslag'],
  noun: { one: 'resources.completions.one', other: 'resources.completions.other' },
};
