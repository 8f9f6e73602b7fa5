/**
 * Subscriptions' server rules (src/features/billing/resources/subscriptions.ts): the store and currency follow the
 * customer (a merged customer cannot subscribe), and the first due date is the first order's (the methods are
 * checked against the store when each order is placed, as a staff order's are); an edit clears the last failure, so the job tries a failed subscription again at
 * its next run. Resuming puts a due date that passed while paused on to the first one not past; "skip next" moves
 * the due date one interval on. An item's SKU and name are the product's.
 */
import { eq } from 'drizzle-orm';
import { addIntervals, dueOnResume } from '../../domain/subscriptions';
import { ErrorCode } from '../../../../domain/errors';
import { staffOrderIssue } from '../../../../domain/orders/staff-order';
import type { FieldErrors } from '../../../../domain/validation';
import { columnsOf, customers, products, stores } from '../../../../../server/db/schema';
import { subscriptions } from '../schema';
import { ApiFailure, ERROR_TEXT } from '../../../../../server/http/errors';
import type { ActionContext, EffectContext, ResourceHooks, WriteContext } from '../../../../../server/resources/hooks';

const C = columnsOf(customers);
const P = columnsOf(products);
const S = columnsOf(subscriptions);

const refuse = (fields: FieldErrors) =>
  new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the subscription is not valid`, fields);

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

async function beforeSubscriptionWrite({ tx, mode, current, values }: WriteContext): Promise<void> {
  const pick = (key: string) => (key in values ? values[key] : current?.[key]);
  const customerId = Number(pick('CustomerID'));
  const [customer] = await tx.select({ storeId: C.StoreID, mergedInto: C.MergedIntoID }).from(customers).where(eq(C.ID, customerId));
  if (!customer) throw refuse({ CustomerID: staffOrderIssue('unknownCustomer') });
  if (customer.mergedInto != null && (mode === 'create' || values.CustomerID !== current?.CustomerID))
    throw refuse({ CustomerID: staffOrderIssue('mergedCustomer') });
  const storeId = Number(customer.storeId);
  const [store] = await tx.select({ currency: stores.currency }).from(stores).where(eq(stores.id, storeId));
  values.StoreID = storeId;
  values.Currency = store?.currency ?? null;

  // Until the first order is placed, the next order is the first one.
  const firstMoved = current != null && dateOf(pick('FirstOrderAt')).getTime() !== dateOf(current.FirstOrderAt).getTime();
  if (mode === 'create' || (current?.LastOrderID == null && firstMoved)) values.NextOrderAt = pick('FirstOrderAt');
  if (mode === 'update') {
    values.LastFailedAt = null;
    values.LastFailure = null;
  }
}

async function resumed({ tx, record, now }: EffectContext): Promise<void> {
  if (record.NextOrderAt == null) return;
  const due = dueOnResume(dateOf(record.NextOrderAt), Number(record.IntervalDays), now);
  await tx.update(subscriptions).set({ NextOrderAt: due }).where(eq(S.ID, record.ID));
}

function skipNext({ record }: ActionContext): Record<string, unknown> {
  const from = record.NextOrderAt == null ? dateOf(record.FirstOrderAt) : dateOf(record.NextOrderAt);
  return { NextOrderAt: addIntervals(from, Number(record.IntervalDays)) };
}

export const subscriptionHooks: ResourceHooks = {
  beforeWrite: beforeSubscriptionWrite,
  effects: { resumed },
  actions: { 'skip-next': skipNext },
};

/** The product's article number and name (Swedish, else any) on the item. */
async function beforeItemWrite({ tx, values, current }: WriteContext): Promise<void> {
  const productId = Number('ProductID' in values ? values.ProductID : current?.ProductID);
  const [product] = await tx.select({ sku: P.Sku, name: P.Name }).from(products).where(eq(P.ID, productId));
  if (!product) return;
  const names = (product.name ?? {}) as Record<string, string | null>;
  values.SKU = String(product.sku);
  values.Name = (names.sv || names.en || Object.values(names).find(Boolean) || String(product.sku)).slice(0, 255);
}

export const subscriptionItemHooks: ResourceHooks = { beforeWrite: beforeItemWrite };
