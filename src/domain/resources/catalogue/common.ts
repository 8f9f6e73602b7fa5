/** What the catalogue resources share: their permissions, helpers, option sets and rules. */
import type { UpdateSubject } from '../../permissions';
import { CRUD } from '../declare';

export { CRUD };

export const VIEW = ['view', 'product'] as const;

export const permissions = (subject: UpdateSubject) => ({ view: VIEW, update: ['update', subject] as const });

/** Raster images only: an SVG can carry script, and its type cannot be checked by its first bytes. */
export const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Logos and category images: 2 MB is plenty for a web image. */
export const IMAGE_BYTES = 2_000_000;

export const ReviewStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;

export const NotificationStatus = { Waiting: 1, Notified: 2, Cancelled: 3 } as const;
