/** Demo rows of every declared resource, in dependency order (catalogue references come first). */
import type { Tx } from '../db/types';
import { demoImages, storeDemoImages, type DemoImage } from './demo-images';
import type { DemoUserKey } from './shop';
import { seedCatalogueResources } from './resources-catalogue';
import { seedPriceLists } from './resources-price-lists';
import { seedProducts } from './resources-products';
import { seedAttributeValues } from './resources-attribute-values';
import { seedQueuedImports, seedSupplierImport } from './imports';
import { hashSftpPasswords, seedSettingResources } from './resources-setting';
import { seedShopResources, storeDemoDocumentFiles } from './resources-shop';
import type { ResourceRegistry } from '../resources/binding';

/** Password hashes of the demo rows, made before the seed's transaction (argon2 is slow on purpose). */
export interface ResourceSeedHashes {
  sftpPasswords: string[];
  /** The demo product pictures, rendered. */
  images: DemoImage[];
}

export interface ResourceSeedContext {
  userIds: Record<DemoUserKey, number>;
  now: Date;
  hashes: ResourceSeedHashes;
  resources: ResourceRegistry;
}

/**
 * The seed's slow work, done before its transaction: password hashes (argon2 is slow on purpose), the
 * product pictures rendered and, given the file store's directory, the demo documents' and pictures' bytes (stored by content, so a retry rewrites nothing).
 */
export async function prepareResourceSeed(filesDir: string | undefined): Promise<ResourceSeedHashes> {
  const [sftpPasswords, images] = await Promise.all([
    hashSftpPasswords(),
    demoImages(),
    filesDir ? storeDemoDocumentFiles(filesDir) : undefined,
    filesDir ? storeDemoImages(filesDir) : undefined,
  ]);
  return { sftpPasswords, images };
}

export async function seedResources(tx: Tx, context: ResourceSeedContext): Promise<void> {
  await seedCatalogueResources(tx, context);
  await seedProducts(tx, context);
  await seedAttributeValues(tx, context.now);
  await seedSupplierImport(tx, context);
  await seedQueuedImports(tx, context);
  await seedPriceLists(tx, context);
  await seedSettingResources(tx, context);
  await seedShopResources(tx, context);
}
