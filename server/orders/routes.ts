/**
 * The staff orders' routes beside the engine's orders (in the shop area, /api/shop), each for whoever works
 * orders (`update order`):
 * - `POST /orders/quote`: the order priced as placing would price it (./staff.ts), nothing stored; the
 *   orders/new screen shows these numbers, never its own.
 * - `POST /orders/place`: the staff order placed, answered 201 with the new order and its Location.
 * Both take the same body and refuse the same way (40001 naming each field).
 * - `GET /orders/methods`: the active shipping and payment methods with their stores, names and SEK amounts,
 *   for the screen's pickers: customer service may place orders but not read the settings' method records.
 */
import { asc, eq } from 'drizzle-orm';
import { paymentMethods, shippingMethods } from '../db/schema';
import { inArea, routeList, type RouteDef } from '../http/api-route';
import { jsonBody } from '../http/errors';
import { mutationContext } from '../resources/routes';
import { placeStaffOrder, quoteStaffOrder, staffOrderInput } from './staff';

const WORK_ORDERS = inArea('shop', ['update', 'order']);

export function staffOrderRoutes(): RouteDef[] {
  const routes = routeList();
  routes.get('/orders/methods', WORK_ORDERS, async (c) => {
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

  routes.post('/orders/quote', WORK_ORDERS, async (c) => {
    const input = staffOrderInput(await jsonBody(c), { quote: true });
    const { db, clock } = c.get('deps');
    const { quote } = await db.transaction((tx) => quoteStaffOrder(tx, input, clock.now()));
    return c.json(quote);
  });

  routes.post('/orders/place', WORK_ORDERS, async (c) => {
    const input = staffOrderInput(await jsonBody(c));
    const order = await placeStaffOrder(mutationContext(c), input);
    c.header('Location', `/api/shop/orders/${order.ID}`);
    return c.json(order, 201);
  });
  return routes.list;
}
