/**
 * The server's answer to a coupon's "try it" for the basket as it stands (POST /api/shop/coupons/{id}/try), asked
 * again a moment after each change; an answer to an older basket is dropped. A refusal of the basket (a product
 * without a price in the store) comes back as its field issues.
 */
import { useEffect, useState } from 'react';
import { api, ApiError, errorMessageOf } from '../../../../api/client';
import type { FieldIssue } from '../../../../domain/errors';
import type { CouponTryAnswer } from '../../domain/coupon-try';

const TRY_DELAY_MS = 250;

interface CouponTryBasket {
  StoreID: number | null;
  Items: readonly { ProductID: number; Quantity: number }[];
}

interface CouponTryState {
  answer: CouponTryAnswer | null;
  /** The basket's problems by field (`StoreID`, `Items.2.ProductID`). */
  issues: Record<string, FieldIssue>;
  /** A failure that is not the basket's (the message id to show). */
  failure: string | null;
  /** An answer for the basket as it stands is on its way. */
  pending: boolean;
}

const EMPTY: CouponTryState = { answer: null, issues: {}, failure: null, pending: false };

export function useCouponTry(couponId: number, basket: CouponTryBasket): CouponTryState {
  const [state, setState] = useState<CouponTryState>(EMPTY);
  const ready = basket.StoreID != null && basket.Items.length > 0;
  useEffect(() => {
    if (!ready) {
      setState(EMPTY);
      return;
    }
    setState((current) => ({ ...current, pending: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.post<CouponTryAnswer>(`/shop/coupons/${couponId}/try`, basket, { signal: controller.signal }).then(
        (answer) => setState({ answer, issues: {}, failure: null, pending: false }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const issues = error instanceof ApiError && error.fields ? error.fields : {};
          setState({ answer: null, issues, failure: Object.keys(issues).length ? null : errorMessageOf(error), pending: false });
        },
      );
    }, TRY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [couponId, basket, ready]);
  return state;
}
