/** Demo rows of the catalogue resources (src/domain/resources/catalogue.ts), deterministic (fixed faker seed). */
import type { Tx } from '../types';
import type { ResourceSeedContext } from './resources';

export async function seedCatalogueResources(_tx: Tx, _context: ResourceSeedContext): Promise<void> {}
