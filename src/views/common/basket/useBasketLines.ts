import { useRef, useState } from 'react';
import { STAFF_ORDER_MAX_QUANTITY } from '../../../domain/orders/staff-order';

/** A line of a basket built by keys: a product and how many (1–STAFF_ORDER_MAX_QUANTITY). */
export interface BasketLineInput {
  ProductID: number;
  Quantity: number;
}

const bounded = (quantity: number) => Math.min(STAFF_ORDER_MAX_QUANTITY, Math.max(1, Number.isFinite(quantity) ? quantity : 1));

/**
 * A basket built by keys (orders/new, a coupon's "try it"): a product picked adds a line, or one more of a line
 * already there; a line's quantity is set or stepped within its bounds; a line removed hands the focus to the next
 * line, else the previous, else the product picker (`pickerRef`'s input). Each line registers its element with
 * `lineRef(index)`.
 */
export function useBasketLines() {
  const [lines, setLines] = useState<BasketLineInput[]>([]);
  const lineRefs = useRef(new Map<number, HTMLElement>());
  const pickerRef = useRef<HTMLDivElement>(null);
  const addLine = (productId: number | null) => {
    if (productId == null) return;
    setLines((current) =>
      current.some((l) => l.ProductID === productId)
        ? current.map((l) => (l.ProductID === productId ? { ...l, Quantity: bounded(l.Quantity + 1) } : l))
        : [...current, { ProductID: productId, Quantity: 1 }],
    );
  };
  const removeLine = (index: number) => {
    setLines((current) => current.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      const next = lineRefs.current.get(index) ?? lineRefs.current.get(index - 1);
      if (next) next.focus();
      else pickerRef.current?.querySelector('input')?.focus();
    });
  };
  /** The quantity as typed (kept as typed, so a field being cleared can be typed again), or stepped within bounds. */
  const setQuantity = (index: number, quantity: number | ((current: number) => number)) =>
    setLines((current) =>
      current.map((l, i) =>
        i !== index ? l : { ...l, Quantity: typeof quantity === 'number' ? quantity : bounded(quantity(bounded(l.Quantity))) },
      ),
    );
  const lineRef = (index: number) => (element: HTMLElement | null) => {
    if (element) lineRefs.current.set(index, element);
    else lineRefs.current.delete(index);
  };
  return { lines, setLines, addLine, removeLine, setQuantity, lineRef, pickerRef };
}

export type BasketLines = ReturnType<typeof useBasketLines>;
