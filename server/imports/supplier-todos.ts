/**
 * The supplier lines that wait for a person become to-dos (src/domain/resources/product/supplier-import-todos.ts) in the
 * application's batch transaction; accepting one writes what the line proposed, in the acceptance's transaction:
 * a draft product for an unknown article number, the new purchase price for a price jump (40901 when the
 * product's price moved since the file was applied; nothing is written then).
 */
import { and, eq, sql } from 'drizzle-orm';
import { supplierImportTodos } from '../db/schema';
import { ErrorCode } from '../../src/domain/errors';
import { ProductStatus } from '../../src/domain/resources/product/products';
import { SupplierTodoReason, SupplierTodoStatus } from '../../src/domain/resources/product/supplier-import-todos';
import type { TokenPayload } from '../../src/domain/api-types';
import type { Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import type { EffectContext, ResourceHooks } from '../resources/hooks';
import { returnedRecord, writeCreate, writeUpdate } from '../resources/mutations';
import { recordSelection } from '../resources/records';
import { checkedValues } from '../resources/write-values';
import type { ImportRun, TodoOutcome } from './plan';
import { valueText } from '../../src/domain/value-text';

const SUPPLIER_PRICE_MOVED =
  'The product\u2019s purchase price has changed since the supplier file was applied; the new price was not written';

/**
 * A line that waits for a person, as a to-do: unless an open to-do of the same supplier already proposes the same
 * for the same article number (the same file applied again adds nothing).
 */
export async function recordSupplierTodo(
  tx: Tx,
  auth: TokenPayload,
  importId: number,
  run: ImportRun,
  outcome: TodoOutcome,
  now: Date,
): Promise<void> {
  const todos = supplierImportTodos;
  const [open] = await tx
    .select({ id: todos.ID })
    .from(todos)
    .where(
      and(
        eq(todos.SupplierID, run.options.supplierId ?? 0),
        eq(sql`lower(${todos.SupplierSku})`, String(outcome.values.SupplierSku).toLowerCase()),
        eq(todos.Status, SupplierTodoStatus.Open),
        eq(todos.NewPrice, String(outcome.values.PurchasePrice)),
      ),
    )
    .limit(1);
  if (open) return;
  await writeCreate(tx, { auth, now }, run.binding.resources.bindingOf('supplier-import-todos'), {
    SupplierSku: String(outcome.values.SupplierSku),
    Name: outcome.reason === 'unknownSku' ? (outcome.values.Name as Record<string, string>).sv : null,
    Reason: outcome.reason === 'unknownSku' ? SupplierTodoReason.UnknownSku : SupplierTodoReason.PriceJump,
    SupplierID: run.options.supplierId,
    ProductID: outcome.current?.ID ?? null,
    CurrentPrice: outcome.current?.PurchasePrice ?? null,
    NewPrice: outcome.values.PurchasePrice,
    Status: 1,
    ImportID: importId,
    Line: outcome.line,
  });
}

async function applySupplierLine({ tx, resources, auth, now, record }: EffectContext): Promise<void> {
  const products = resources.bindingOf('products');
  if (record.Reason === SupplierTodoReason.UnknownSku) {
    const sku = String(record.SupplierSku);
    const values = checkedValues(
      products,
      {
        Sku: sku,
        Name: { sv: valueText(record.Name ?? sku) },
        SupplierID: record.SupplierID,
        SupplierSku: sku,
        PurchasePrice: record.NewPrice,
      },
      'create',
      null,
    );
    await writeCreate(tx, { auth, now }, products, { ...values, Status: ProductStatus.Draft });
    return;
  }
  const [row] = await tx
    .select(recordSelection(products))
    .from(products.table)
    .where(eq(products.columns.ID, record.ProductID as number))
    .for('update');
  if (!row) throw new ApiFailure(ErrorCode.NotFound, 'The product of the to-do no longer exists');
  const product = await returnedRecord(tx, products, row);
  if (product.PurchasePrice !== record.CurrentPrice) throw new ApiFailure(ErrorCode.Conflict, SUPPLIER_PRICE_MOVED);
  await writeUpdate(tx, { auth, now }, products, product, checkedValues(products, { PurchasePrice: record.NewPrice }, 'update', product));
}

export const supplierTodoHooks: ResourceHooks = {
  effects: { 'apply-supplier-line': applySupplierLine },
};
