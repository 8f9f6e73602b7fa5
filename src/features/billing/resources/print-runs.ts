/**
 * Print runs (issue 20 §1): each takes every Pending row of the print queue (./print-queue.ts) at once and makes
 * ONE PDF of their documents, kept in the file store to download and print (src/features/billing/server/print-runs.ts). Made by
 * the list's "new" (nothing to fill in) with update billing; never edited or deleted.
 */
import { PRINT_QUEUE_STATUSES, PrintQueueStatus } from '../domain/codes';
import { enumeration, file, integer, longText, text } from '../../../domain/resources/fields';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';
import { BILLING } from './invoices';

export const printRuns: ResourceDef<'print-runs'> = {
  name: 'print-runs',
  area: 'shop',
  path: 'print-runs',
  screen: 'ShopPrintRun',
  table: 'print_runs',
  titleField: 'Title',
  subtitleField: 'Status',
  permissions: BILLING,
  fields: [
    // When the run was made (UTC, to the minute), set by the server: what names the run in lists and references.
    text('Title', { readOnly: true, list: 1, searchable: true, maxLength: 40, label: 'resources.printRuns.Title' }),
    enumeration(
      'Status',
      statusOptions('invoicePrintStatus', PRINT_QUEUE_STATUSES, {
        [PrintQueueStatus.Pending]: 'idle',
        [PrintQueueStatus.Locked]: 'active',
        [PrintQueueStatus.Printing]: 'active',
        [PrintQueueStatus.Error]: 'failed',
        [PrintQueueStatus.Printed]: 'done',
      }),
      { required: true, readOnly: true, default: PrintQueueStatus.Locked, list: 1, filterable: true, label: 'resources.printRuns.Status' },
    ),
    integer('Documents', { required: true, readOnly: true, default: 0, list: 1, label: 'resources.printRuns.Documents' }),
    file('File', ['application/pdf'], { readOnly: true, list: 1, label: 'resources.printRuns.File' }),
    longText('Error', { readOnly: true, maxLength: 2000, list: 3, label: 'resources.printRuns.Error' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: true, edit: false, delete: false },
  keywords: ['print runs', 'utskrifter', 'print', 'skriv ut', 'pdf'],
  noun: noun('printRuns'),
};
