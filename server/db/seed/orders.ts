/**
 * Demo orders: each of the first customers has placed an order in their store, with one item of a demo
 * product and the checkout's event in its timeline. Needs the customers, the products and the shipping and
 * payment methods to be in place.
 */
import { asc, eq } from 'drizzle-orm';
import { formatMinor, parseMinor } from '../../../src/domain/money';
import { OrderSource, OrderStatus } from '../../../src/domain/orders/codes';
import { customers, orderEvents, orderItems, orders, paymentMethods, products, shippingMethods, stores } from '../schema';
import type { Executor } from '../types';
import { nextOrderNumber } from '../../resources/bindings/orders';

const HOUR = 3_600_000;

export async function seedOrders(tx: Executor, opts: { now: Date }): Promise<void> {
  const buyers = await tx.select().from(customers).orderBy(asc(customers.ID)).limit(3);
  const [shipping] = await tx.select({ id: shippingMethods.ID }).from(shippingMethods).orderBy(asc(shippingMethods.ID)).limit(1);
  const [payment] = await tx.select({ id: paymentMethods.ID }).from(paymentMethods).orderBy(asc(paymentMethods.ID)).limit(1);
  const sold = await tx.select({ id: products.ID, sku: products.Sku, name: products.Name }).from(products).orderBy(asc(products.ID)).limit(buyers.length);
  if (!shipping || !payment || sold.length < buyers.length) throw new Error('seedOrders needs the demo methods and products');
  for (const [i, buyer] of buyers.entries()) {
    const [store] = await tx.select({ currency: stores.currency }).from(stores).where(eq(stores.id, buyer.StoreID));
    const placedAt = new Date(opts.now.getTime() - (i + 1) * 26 * HOUR);
    const unit = parseMinor(`${199 + i * 100}.00`)!;
    const vat = Math.round(unit / 4);
    const name = (sold[i].name as Record<string, string>).sv;
    const address = (prefix: 'Billing' | 'Delivery') => ({
      [`${prefix}Name`]: buyer.Name, [`${prefix}Address1`]: `Storgatan ${i + 1}`, [`${prefix}PostalCode`]: '753 20',
      [`${prefix}City`]: buyer.City, [`${prefix}Country`]: 'SE',
    });
    const [order] = await tx.insert(orders).values({
      Number: await nextOrderNumber(tx), PlacedAt: placedAt, StoreID: buyer.StoreID, CustomerID: buyer.ID,
      Status: i === 0 ? OrderStatus.Sent : OrderStatus.Processing, Source: OrderSource.Storefront, Currency: store.currency,
      ShippingMethodID: shipping.id, PaymentMethodID: payment.id, Subtotal: formatMinor(unit), ShippingFee: '0.00', PaymentFee: '0.00',
      Discount: '0.00', VatAmount: formatMinor(vat), CheckStatus: 0,
      Total: formatMinor(unit + vat), Email: buyer.Email, Phone: buyer.Phone, ...address('Billing'), ...address('Delivery'),
      CreatedAt: placedAt, UpdatedAt: placedAt,
    }).returning({ id: orders.ID });
    await tx.insert(orderItems).values({
      OrderID: order.id, ProductID: sold[i].id, SKU: sold[i].sku, Name: name, Quantity: 1, Currency: store.currency,
      UnitPrice: formatMinor(unit), VatRate: '25.00', LineTotal: formatMinor(unit), ItemStatus: 4, LogisticsStatus: 2,
      CreatedAt: placedAt, UpdatedAt: placedAt,
    });
    await tx.insert(orderEvents).values({ OrderID: order.id, Integration: 'paymentCard', Kind: 'create', ActorID: 0, CreatedAt: placedAt, UpdatedAt: placedAt });
  }
}
