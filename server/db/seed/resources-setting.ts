/** Demo rows of the setting resources (src/domain/resources/setting.ts), deterministic (fixed faker seed). */
import type { Tx } from '../types';
import type { ResourceSeedContext } from './resources';

export async function seedSettingResources(_tx: Tx, _context: ResourceSeedContext): Promise<void> {}
