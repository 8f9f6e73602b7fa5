/**
 * Selling's own routes beside the engine's (in the shop area, /api/shop):
 * - `POST /coupons/{id}/codes` (as the coupon is changed) with `{ "Count": N }`, 1–10,000 (40001 naming Count
 *   otherwise): N new sub-coupons (./codes.ts); answers 201 `{ Created: N }`.
 * - `GET /coupons/{id}/codes.csv` (as the coupon is read; its declared document): its sub-coupons as CSV.
 * - `POST /coupons/{id}/try` (as the coupon is read) with `{ StoreID, Items: [{ ProductID, Quantity }] }`: the basket
 *   priced in the store with the coupon, line by line, and why it does not apply (./coupon-try.ts); nothing stored.
 */
import { ID_SEGMENT } from '../../../domain/api-access';
import { ErrorCode } from '../../../domain/errors';
import { fieldRules } from '../../../domain/resources/rules';
import { validateForm } from '../../../domain/validation';
import { COUPON_CODES_CSV, GENERATE_COUNT, coupons } from '../resources/coupons';
import { routeList, type RouteDef } from '../../../../server/http/api-route';
import { ApiFailure, ERROR_TEXT, idParam, jsonBody } from '../../../../server/http/errors';
import { resourceAccess } from '../../../../server/resources/access';
import { refuseUnknownParams } from '../../../../server/resources/list-params';
import { mutationContext } from '../../../../server/resources/routes';
import { bodyObject } from '../../../../server/resources/write-values';
import { COUPON_TRY_FIELDS, parseCouponTry, type CouponTryInput } from '../domain/coupon-try';
import { couponCodesCsv, generateCouponCodes } from './codes';
import { tryCoupon } from './coupon-try';

/** The count asked for, checked as the action's dialog checks it: 40001 naming Count. */
function countOf(body: unknown): number {
  const fields = bodyObject(body);
  refuseUnknownParams(fields, new Set([GENERATE_COUNT.key]));
  const errors = validateForm({ [GENERATE_COUNT.key]: fieldRules(GENERATE_COUNT) }, fields);
  if (Object.keys(errors).length) throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: Count`, errors);
  return Number(fields[GENERATE_COUNT.key]);
}

/** The basket to try, checked at the edge: 40001 naming each field that is wrong. */
function basketOf(body: unknown): CouponTryInput {
  refuseUnknownParams(bodyObject(body), COUPON_TRY_FIELDS);
  const { input, fields } = parseCouponTry(body);
  if (!input) throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the basket is not valid`, fields);
  return input;
}

export function sellingRoutes(): RouteDef[] {
  const routes = routeList();
  const access = resourceAccess(coupons);

  routes.post(`/coupons/${ID_SEGMENT}/codes`, access.write, async (c) => {
    const count = countOf(await jsonBody(c));
    const context = mutationContext(c);
    const id = idParam(c);
    const created = await context.db.transaction((tx) =>
      generateCouponCodes(tx, context.resources, id, count, { actorId: context.auth.id, now: context.now }),
    );
    return c.json({ Created: created }, 201);
  });

  routes.get(`/coupons/${ID_SEGMENT}/${COUPON_CODES_CSV}`, access.read, async (c) => {
    const { db, resources } = c.get('deps');
    const file = await couponCodesCsv(db, resources, idParam(c));
    if (!file) throw new ApiFailure(ErrorCode.NotFound);
    return c.body(new Uint8Array(file.csv), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(`${file.code}.csv`)}`,
      'Cache-Control': 'no-store',
    });
  });

  routes.post(`/coupons/${ID_SEGMENT}/try`, access.read, async (c) => {
    const basket = basketOf(await jsonBody(c));
    const { db, clock } = c.get('deps');
    return c.json(await tryCoupon(db, idParam(c), basket, clock.now()));
  });
  return routes.list;
}
