/**
 * The staff orders' routes beside the engine's orders (mounted in the shop area, /api/shop; access in
 * src/domain/api-access.ts, `update order`):
 * - `POST /orders/quote`: the order priced as placing would price it (./staff.ts), nothing stored; the
 *   orders/new screen shows these numbers, never its own.
 * - `POST /orders/place`: the staff order placed, answered 201 with the new order and its Location.
 * Both take the same body and refuse the same way (40001 naming each field).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/errors';
import { mutationContext } from '../resources/routes';
import { placeStaffOrder, quoteStaffOrder, staffOrderInput } from './staff';

export function staffOrderRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  app.post('/orders/quote', async (c) => {
    const input = staffOrderInput(await jsonBody(c));
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
