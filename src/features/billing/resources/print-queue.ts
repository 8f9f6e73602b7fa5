/**
 * The print queue (SPEC.md "Invoice print queue"; issue 20 §1): one row per document to print on paper, an invoice
 * whose delivery method is paper or a reminder letter (src/features/billing/server/print-queue.ts `enqueuePrint`). A print run
 * takes the Pending rows (Locked while it is made, Printing, then Printed or Error) and makes one PDF of them all
 * to download and print. Read-only: the queue is written by the server.
 */
import { PRINT_QUEUE_STATUSES, PrintQueueStatus } from '../domain/codes';
import { PRINT_DOCUMENTS } from '../domain/invoices';
import { enumeration, longText, reference } from '../../../domain/resources/fields';
import { statusOptions } from '../../../domain/resources/status-tones';
import type { ResourceDef } from '../../../domain/resources/types';
import { noun, options } from '../../../domain/resources/shop/common';
import { BILLING } from './invoices';

export const printQueue: ResourceDef<'print-queue'> = {
  name: 'print-queue',
  area: 'shop',
  path: 'print-queue',
  screen: 'ShopPrintQueue',
  table: 'print_queue',
  titleField: 'InvoiceID',
  subtitleField: 'Status',
  permissions: BILLING,
  fields: [
    reference('InvoiceID', 'invoices', {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.printQueue.InvoiceID',
    }),
    enumeration('Document', options('printDocument', PRINT_DOCUMENTS), {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.printQueue.Document',
    }),
    enumeration(
      'Status',
      statusOptions('invoicePrintStatus', PRINT_QUEUE_STATUSES, {
        [PrintQueueStatus.Pending]: 'idle',
        [PrintQueueStatus.Locked]: 'active',
        [PrintQueueStatus.Printing]: 'active',
        [PrintQueueStatus.Error]: 'failed',
        [PrintQueueStatus.Printed]: 'done',
      }),
      {
        required: true,
        readOnly: true,
        default: PrintQueueStatus.Pending,
        list: 1,
        filterable: true,
        label: 'resources.printQueue.Status',
      },
    ),
    reference('PrintRunID', 'print-runs', { readOnly: true, list: 2, filterable: true, label: 'resources.printQueue.PrintRunID' }),
    longText('Error', { readOnly: true, maxLength: 2000, list: 3, label: 'resources.printQueue.Error' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  keywords: ['print queue', 'utskriftskö', 'skriv ut', 'print', 'paper', 'papper'],
  noun: noun('printQueue'),
};
