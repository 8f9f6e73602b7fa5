/** Demo rows of every declared resource, in dependency order (catalogue references come first). */
import type { Tx } from '../types';
import type { DemoUserKey } from './shop';
import { seedCatalogueResources } from './resources-catalogue';
import { seedSettingResources } from './resources-setting';
import { seedShopResources } from './resources-shop';

export interface ResourceSeedContext {
  userIds: Record<DemoUserKey, number>;
  now: Date;
}

export async function seedResources(tx: Tx, context: ResourceSeedContext): Promise<void> {
  await seedCatalogueResources(tx, context);
  await seedSettingResources(tx, context);
  await seedShopResources(tx, context);
}
