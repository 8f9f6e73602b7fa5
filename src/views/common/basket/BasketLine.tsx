import type { ReactNode } from 'react';
import { STAFF_ORDER_MAX_QUANTITY } from '../../../domain/orders/staff-order';
import { Button } from '../Button';
import type { BasketLines } from './useBasketLines';
import styles from './BasketLine.module.css';

export interface BasketLineProps {
  basket: BasketLines;
  index: number;
  /** The product as the line names it ("SKU Name"). */
  name: string;
  /** The accessible names of the line, its quantity and its remove button. */
  labels: { line: string; quantity: string; remove: string };
  /** The line's grid columns after the name and the quantity (its figures, then the remove button). */
  columns: string;
  /** The line's figures, between the quantity and the remove button. */
  children?: ReactNode;
  /** Under the line, across its width (the rules that took from it). */
  below?: ReactNode;
  /** Why the line cannot be as it is, under it. */
  issue?: ReactNode;
}

/**
 * One line of a basket built by keys: a keyboard stop (Delete or Backspace removes it), its quantity (the arrows step
 * it within its bounds, the same in every browser), its figures, a remove button, what took from it and why it is
 * wrong. orders/new and a coupon's "try it" show their lines with it.
 */
export function BasketLine({ basket, index, name, labels, columns, children, below, issue }: BasketLineProps) {
  const quantity = basket.lines[index].Quantity;
  return (
    <li
      ref={basket.lineRef(index)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a line is a keyboard stop: Delete removes it, its quantity is next
      tabIndex={0}
      className={styles.line}
      style={{ gridTemplateColumns: `minmax(0, 1fr) 5rem ${columns}` }}
      aria-label={labels.line}
      onKeyDown={(e) => {
        if ((e.key === 'Delete' || e.key === 'Backspace') && e.target === e.currentTarget) {
          e.preventDefault();
          basket.removeLine(index);
        }
      }}
    >
      <span className={styles.name}>{name}</span>
      <input
        type="number"
        min={1}
        max={STAFF_ORDER_MAX_QUANTITY}
        value={quantity}
        aria-label={labels.quantity}
        onChange={(e) => basket.setQuantity(index, Math.trunc(Number(e.target.value)))}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
          e.preventDefault();
          const step = e.key === 'ArrowUp' ? 1 : -1;
          basket.setQuantity(index, (q) => q + step);
        }}
      />
      {children}
      <Button size="sm" variant="ghost" onPress={() => basket.removeLine(index)} aria-label={labels.remove}>
        ×
      </Button>
      {below ? <div className={styles.below}>{below}</div> : null}
      {issue ? (
        <span className={styles.error} role="alert">
          {issue}
        </span>
      ) : null}
    </li>
  );
}
