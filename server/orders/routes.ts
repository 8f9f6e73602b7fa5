/**
 * The staff orders' routes beside the engine's orders (mounted in the shop area, /api/shop; access in
 * src/domain/api-access.ts, `update order`):
 * - `POST /orders/quote`: the order priced as placing would price it (./staff.ts), nothing stored; the
 *   orders/new screen shows these numbers, never its own.
 * - `POST /orders/place`: the staff order placed, answered 201 with the new order and its Location.
 * Both take the same body and refuse the same way (40001 naming each field).
 * - `GET /orders/methods`: the active shipping and payment methods with their stores, names and SEK amounts,
 *   for the screen's pickers: customer service may place orders but not read the settings' method records.
 */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { paymentMethods, shippingMethods } from '../db/schema';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/errors';
import { mutationContext } from '../resources/routes';
import { placeStaffOrder, quoteStaffOrder, staffOrderInput } from './staff';

export function staffOrderRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  app.get('/orders/methods', async (c) => {
    const db = c.get('deps').db;
    const shipping = await db
      .select({
        ID: shippingMethods.ID,
        Name: shippingMethods.Name,
        Stores: shippingMethods.Stores,
        Price: shippingMethods.Price,
        FreeShippingThreshold: shippingMethods.FreeShippingThreshold,
      })
      .from(shippingMethods)
      .where(eq(shippingMethods.Active, true))
      .orderBy(asc(shippingMethods.Name), asc(shippingMethods.ID));
    const payment = await db
      .select({ ID: paymentMethods.ID, Name: paymentMethods.Name, Stores: paymentMethods.Stores, Fee: paymentMethods.Fee })
      .from(paymentMethods)
      .where(eq(paymentMethods.Active, true))
      .orderBy(asc(paymentMethods.Name), asc(paymentMethods.ID));
    return c.json({ shipping, payment });
  });

  app.post('/orders/quote', async (c) => {
    const input = staffOrderInput(await jsonBody(c), { quote: true });
    const { quote } = await c.get('deps').db.transaction((tx) => quoteStaffOrder(tx, input));
    return c.json(quote);
  });

  app.post('/orders/place', async (c) => {
    const input = staffOrderInput(await jsonBody(c));
    const order = await placeStaffOrder(mutationContext(c), input);
    c.header('Location', `/api/shop/orders/${order.ID}`);
    return c.json(order, 201);
  });
  return app;
}
