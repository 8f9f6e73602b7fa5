/**
 * A demo supplier price list as it stands after it was applied: the import's record and the lines it left for a
 * person (src/domain/resources/product/supplier-import-todos.ts) — article numbers the shop does not know, and purchase
 * prices that moved 20 % or more. Deterministic: the first supplier and products of the seed.
 */
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { ImportKind } from '../../src/domain/imports/definitions';
import { IMPORT_JOB } from '../imports/job';
import { enqueueJob } from '../jobs';
import { SupplierTodoReason, SupplierTodoStatus } from '../../src/domain/resources/product/supplier-import-todos';
import { imports, products, supplierImportTodos, suppliers } from '../db/schema';
import type { Tx } from '../db/types';
import { sha256Of } from '../resources/file-store';
import { daysFrom } from './resource-rows';
import type { ResourceSeedContext } from './resources';

const FILE_NAME = 'leverantor-prislista-v47.csv';

export async function seedSupplierImport(tx: Tx, { userIds, now }: ResourceSeedContext): Promise<void> {
  const [supplier] = await tx.select({ id: suppliers.ID, code: suppliers.Code }).from(suppliers).orderBy(asc(suppliers.ID)).limit(1);
  if (!supplier) return;
  const priced = await tx
    .select({ id: products.ID, sku: products.Sku, price: products.PurchasePrice })
    .from(products)
    .where(isNotNull(products.PurchasePrice))
    .orderBy(asc(products.ID))
    .limit(6);
  const at = daysFrom(now, -2);
  const jumps = priced.map((p, n) => ({ product: p, next: (Number(p.price) * (n % 2 ? 1.35 : 0.7)).toFixed(2) }));
  const unknown = [
    { sku: `${supplier.code}-USBC-240W`, name: 'USB-C-kabel 240 W, 2 m', price: '64.00' },
    { sku: `${supplier.code}-MAG-15W`, name: 'Magnetisk laddare 15 W', price: '118.50' },
    { sku: `${supplier.code}-GLAS-S24`, name: 'Skärmskydd i härdat glas, Galaxy S24', price: '21.90' },
  ];
  const csv = [
    'SupplierSku;PurchasePrice;Name',
    ...jumps.map(({ product, next }) => `${supplier.code}-${String(product.sku)};${next.replace('.', ',')};`),
    ...unknown.map((u) => `${u.sku};${u.price.replace('.', ',')};${u.name}`),
  ];
  const content = Buffer.from(csv.join('\r\n'));
  const lines = jumps.length + unknown.length;
  const counts = { lines, create: 0, update: 0, unchanged: 0, todo: lines, bad: 0 };
  const [row] = await tx
    .insert(imports)
    .values({
      kind: 'suppliers',
      fileName: FILE_NAME,
      sha256: sha256Of(content),
      size: content.byteLength,
      content,
      status: 'applied',
      checked: counts,
      applied: counts,
      options: { supplierId: supplier.id },
      createdBy: userIds.catalog,
      createdAt: at,
      updatedAt: at,
      finishedAt: at,
    })
    .returning({ id: imports.id });
  const base = { SupplierID: supplier.id, Status: SupplierTodoStatus.Open, ImportID: row.id, CreatedAt: at, UpdatedAt: at };
  await tx.insert(supplierImportTodos).values([
    ...jumps.map(({ product, next }, n) => ({
      ...base,
      SupplierSku: `${supplier.code}-${String(product.sku)}`,
      ProductID: product.id,
      Reason: SupplierTodoReason.PriceJump,
      CurrentPrice: product.price,
      NewPrice: next,
      Line: n + 2,
    })),
    ...unknown.map((u, n) => ({
      ...base,
      SupplierSku: u.sku,
      Name: u.name,
      Reason: SupplierTodoReason.UnknownSku,
      NewPrice: u.price,
      Line: jumps.length + n + 2,
    })),
  ]);
  // Decided ones of the week before: one accepted, one skipped.
  const earlier = daysFrom(now, -9);
  await tx.insert(supplierImportTodos).values([
    {
      ...base,
      ImportID: row.id,
      SupplierSku: `${supplier.code}-CASE-OLD`,
      Name: 'Skal, utgången modell',
      Reason: SupplierTodoReason.UnknownSku,
      NewPrice: '12.00',
      Line: 60,
      Status: SupplierTodoStatus.Skipped,
      CreatedAt: earlier,
      UpdatedAt: earlier,
    },
    {
      ...base,
      ImportID: row.id,
      SupplierSku: `${supplier.code}-BAT-X`,
      Name: 'Batteri, okänd modell',
      Reason: SupplierTodoReason.UnknownSku,
      NewPrice: '89.00',
      Line: 61,
      Status: SupplierTodoStatus.Accepted,
      CreatedAt: earlier,
      UpdatedAt: earlier,
    },
  ]);
}

/**
 * Two checked files waiting to be applied, each with its queued job: new categories for the autumn's phones and
 * new purchase prices for a few cables. The first server start applies them, as it would any queued import.
 */
export async function seedQueuedImports(tx: Tx, { userIds, now, resources }: ResourceSeedContext): Promise<void> {
  const cables = await tx
    .select({ sku: products.Sku, price: products.PurchasePrice })
    .from(products)
    .where(isNotNull(products.PurchasePrice))
    .orderBy(asc(products.ID))
    .offset(40)
    .limit(8);
  const files: { kind: ImportKind; fileName: string; lines: string[] }[] = [
    {
      kind: 'categories',
      fileName: 'kategorier-v48.csv',
      lines: [
        'Slug;Name;Label;SortOrder',
        'skal-iphone-17;Skal till iPhone 17;Nyhet;10',
        'skal-pixel-10;Skal till Pixel 10;Nyhet;20',
        'glas-galaxy-s25;Skärmskydd till Galaxy S25;;30',
      ],
    },
    {
      kind: 'prices',
      fileName: 'inkopspriser-v48.csv',
      lines: ['Sku;PurchasePrice', ...cables.map((c) => `${String(c.sku)};${(Number(c.price) * 1.05).toFixed(2).replace('.', ',')}`)],
    },
  ];
  const at = daysFrom(now, 0, 6);
  for (const file of files) {
    const content = Buffer.from(file.lines.join('\r\n'));
    const lines = file.lines.length - 1;
    const checked = {
      lines,
      create: file.kind === 'categories' ? lines : 0,
      update: file.kind === 'prices' ? lines : 0,
      unchanged: 0,
      todo: 0,
      bad: 0,
    };
    const [row] = await tx
      .insert(imports)
      .values({
        kind: file.kind,
        fileName: file.fileName,
        sha256: sha256Of(content),
        size: content.byteLength,
        content,
        status: 'checked',
        checked,
        createdBy: userIds.catalog,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: imports.id });
    const job = await enqueueJob(
      tx,
      resources,
      IMPORT_JOB,
      { importId: row.id, kind: file.kind },
      { createdBy: userIds.catalog, title: `${file.kind}: ${file.fileName}`, maxAttempts: 3 },
    );
    await tx.update(imports).set({ jobId: job.ID }).where(eq(imports.id, row.id));
  }
}
