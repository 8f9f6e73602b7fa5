/** What the product area's resources share: their permissions, helpers, option sets and rules. */
import type { UpdateSubject } from '../../permissions';
import type { EnumOption } from '../types';
import { CRUD } from '../declare';

export { CRUD };

const VIEW = ['view', 'product'] as const;

export const permissions = (subject: UpdateSubject) => ({ view: VIEW, update: ['update', subject] as const });

/** Raster images only: an SVG can carry script, and its type cannot be checked by its first bytes. */
export const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Logos and category images: 2 MB is plenty for a web image. */
export const IMAGE_BYTES = 2_000_000;

export const ReviewStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;

export const NotificationStatus = { Waiting: 1, Notified: 2, Cancelled: 3 } as const;

/**
 * SPEC.md "Product order options": the orders a storefront can list products in. A category carries the one
 * its product list starts in (docs/decisions.md "Product variants, prices, accessories and compatible models").
 */
export const PRODUCT_ORDER = {
  PopularityDesc: 1,
  PriceAsc: 2,
  PriceDesc: 3,
  DiscountDesc: 4,
  ScoreDesc: 5,
  CreatedDesc: 6,
} as const;

export const PRODUCT_ORDERS: readonly EnumOption[] = [
  { value: PRODUCT_ORDER.PopularityDesc, label: 'enums.productOrder.1' },
  { value: PRODUCT_ORDER.PriceAsc, label: 'enums.productOrder.2' },
  { value: PRODUCT_ORDER.PriceDesc, label: 'enums.productOrder.3' },
  { value: PRODUCT_ORDER.DiscountDesc, label: 'enums.productOrder.4' },
  { value: PRODUCT_ORDER.ScoreDesc, label: 'enums.productOrder.5' },
  { value: PRODUCT_ORDER.CreatedDesc, label: 'enums.productOrder.6' },
];
