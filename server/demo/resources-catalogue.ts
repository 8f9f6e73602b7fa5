/**
 * Demo rows of the catalogue resources (src/domain/resources/product.ts): the fixed tables of
 * resources-catalogue-data.ts and shoppers' reviews and back-in-stock sign-ups generated with a fixed faker
 * seed, all times relative to `now`, so every run writes the same rows. Parents go in before children and
 * references use the ids the inserts return. Runs first of the resource seeds (others may refer to these).
 */
import { Faker, base, en, fi, nb_NO, sv, type LocaleDefinition } from '@faker-js/faker';
import { slugify } from '../../src/domain/format';
import { NotificationStatus, PRODUCT_ORDER, ReviewStatus } from '../../src/domain/resources/product';
import {
  attributes,
  brands,
  categories,
  crossSellingRules,
  phoneBrands,
  phoneModels,
  productGroups,
  productNotifications,
  productTemplates,
  reviews,
  suppliers,
  tags,
} from '../db/schema';
import type { ResourceTable } from '../db/schema/resource-table';
import type { Tx } from '../db/types';
import {
  ATTRIBUTES,
  BRANDS,
  CATEGORY_TREE,
  CROSS_SELLING,
  GROUPS,
  PHONE_BRANDS,
  SUPPLIERS,
  TAGS,
  TEMPLATES,
  type CategorySeed,
} from './resources-catalogue-data';
import {
  DEMO_SKUS,
  OFTEN_OUT_OF_STOCK,
  REJECTED_REVIEWS,
  REVIEW_TEXTS,
  reviewBody,
  type ProductKind,
  type ReviewLanguage,
} from './resources-catalogue-reviews';
import { daysFrom, demoStores, type DemoStores } from './resource-rows';
import type { ResourceSeedContext } from './resources';

const SEED = 20_250_890;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const REVIEW_COUNT = 200;
const NOTIFICATION_COUNT = 60;

type Row = Record<string, unknown>;

/** Inserts rows (in order) and answers their ids in the same order. */
async function insertAll(tx: Tx, table: ResourceTable, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(table).values(rows).returning({ id: table.ID });
  return inserted.map((row) => row.id as number);
}

/** Base columns of a row created `daysAgo` days before `now` and not changed since. */
function createdDaysAgo(now: Date, daysAgo: number): Row {
  const at = daysFrom(now, -daysAgo);
  return { CreatedAt: at, UpdatedAt: at };
}

/** Slug of a name; `+` is spelled out so "Galaxy S21+" and "Galaxy S21" stay apart. */
const slugOf = (name: string) => slugify(name.replace(/\+/g, ' plus '));

const PATH_SEPARATOR = ' › ';

/** The category tree, one level per insert; answers category ids by path ("Reservdelar › iPhone › Skärmar"). */
async function seedCategories(tx: Tx, now: Date, shops: DemoStores): Promise<Map<string, number>> {
  const storeIds = new Map([
    ['SE', shops.se],
    ['NO', shops.no],
    ['FI', shops.fi],
  ]);
  const ids = new Map<string, number>();
  let level: { node: CategorySeed; path: string[]; parentId: number | null; sortOrder: number }[] = CATEGORY_TREE.map((node, i) => ({
    node,
    path: [node.name],
    parentId: null,
    sortOrder: (i + 1) * 10,
  }));
  let depth = 0;
  while (level.length > 0) {
    const rows = level.map(({ node, path, parentId, sortOrder }) => ({
      ParentID: parentId,
      Name: node.name,
      Slug: slugOf(path.join(' ')),
      Layout: node.layout ?? 'grid',
      DefaultProductOrder: node.order ?? PRODUCT_ORDER.PopularityDesc,
      HiddenInStores: (node.hiddenIn ?? []).map((country) => storeIds.get(country)!),
      CanBeMain: node.canBeMain ?? true,
      Label: node.label?.text ?? null,
      TextColor: node.label?.color ?? null,
      BackgroundColor: node.label?.background ?? null,
      Description: node.description ?? null,
      SortOrder: sortOrder,
      ...createdDaysAgo(now, 720 - depth * 30),
    }));
    const inserted = await insertAll(tx, categories, rows);
    level.forEach(({ path }, i) => ids.set(path.join(PATH_SEPARATOR), inserted[i]));
    level = level.flatMap(({ node, path }, i) =>
      (node.children ?? []).map((child, j) => ({
        node: child,
        path: [...path, child.name],
        parentId: inserted[i],
        sortOrder: (j + 1) * 10,
      })),
    );
    depth += 1;
  }
  return ids;
}

async function seedPhones(tx: Tx, now: Date): Promise<void> {
  const brandIds = await insertAll(
    tx,
    phoneBrands,
    PHONE_BRANDS.map((brand, i) => ({
      Name: brand.name,
      Slug: slugOf(brand.name),
      SortOrder: (i + 1) * 10,
      Visible: brand.visible ?? true,
      ...createdDaysAgo(now, 700),
    })),
  );
  const models = PHONE_BRANDS.flatMap((brand, b) =>
    brand.models.map((model, m) => ({
      PhoneBrandID: brandIds[b],
      Name: model.name,
      Slug: slugOf(model.name),
      Aliases: model.aliases ?? null,
      ReleaseYear: model.year,
      SortOrder: (m + 1) * 10,
      Visible: brand.visible ?? true,
      // Added to the catalogue when the model came out (the demo's oldest rows are two years old).
      ...createdDaysAgo(now, Math.min(700, Math.max(1, (now.getUTCFullYear() - model.year) * 365 - 60 + m))),
    })),
  );
  await insertAll(tx, phoneModels, models);
}

async function seedProductStructure(tx: Tx, now: Date, categoryIds: Map<string, number>): Promise<void> {
  const categoryId = (path: string | undefined) => {
    if (!path) return null;
    const id = categoryIds.get(path);
    if (!id) throw new Error(`Demo category ${path} is not in the tree`);
    return id;
  };

  const attributeIds = await insertAll(
    tx,
    attributes,
    ATTRIBUTES.map((a, i) => ({
      Name: { sv: a.sv, en: a.en },
      Code: a.code,
      ValueType: a.type,
      Unit: a.unit ?? null,
      Filterable: a.filter != null,
      FilterType: a.filter ?? null,
      AutoTranslate: a.autoTranslate ?? false,
      SortOrder: (i + 1) * 10,
      ...createdDaysAgo(now, 690 - i),
    })),
  );
  const attributeByCode = new Map(ATTRIBUTES.map((a, i) => [a.code, attributeIds[i]]));

  await insertAll(
    tx,
    tags,
    TAGS.map((t, i) => ({
      Name: t.name,
      Slug: slugOf(t.name),
      Color: t.color,
      Visible: t.visible ?? false,
      Description: t.description ?? null,
      ...createdDaysAgo(now, 600 - i * 15),
    })),
  );

  const brandIds = await insertAll(
    tx,
    brands,
    BRANDS.map((b, i) => ({
      Name: b.name,
      Slug: slugOf(b.name),
      Website: b.website ?? null,
      Description: b.description ?? null,
      Featured: b.featured ?? false,
      ...createdDaysAgo(now, 700 - i * 7),
    })),
  );
  const brandByName = new Map(BRANDS.map((b, i) => [b.name, brandIds[i]]));

  await insertAll(
    tx,
    suppliers,
    SUPPLIERS.map((s, i) => {
      const [first] = s.contact.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[\s-]/);
      return {
        Name: s.name,
        Code: s.code,
        ContactName: s.contact,
        Email: `${first}@${s.domain}`,
        Phone: s.phone ?? null,
        OrderEmail: `order@${s.domain}`,
        Country: s.country,
        Currency: s.currency,
        LeadTimeMinDays: s.leadTime[0],
        LeadTimeMaxDays: s.leadTime[1],
        MinimumOrder: s.minimumOrder ?? null,
        Active: s.active ?? true,
        ...createdDaysAgo(now, 710 - i * 20),
      };
    }),
  );

  await insertAll(
    tx,
    productTemplates,
    TEMPLATES.map((t, i) => ({
      Name: t.name,
      ProductType: t.type,
      CategoryID: categoryId(t.category),
      Attributes: t.attributes.map((code) => {
        const id = attributeByCode.get(code);
        if (!id) throw new Error(`Demo attribute ${code} is not seeded`);
        return id;
      }),
      NamePattern: t.namePattern ?? null,
      Description: t.description ?? {},
      Weight: t.weight ?? null,
      Active: t.active ?? true,
      ...createdDaysAgo(now, 500 - i * 11),
    })),
  );

  const groupIds = await insertAll(
    tx,
    productGroups,
    GROUPS.map((g, i) => ({
      Name: g.name,
      Code: g.code,
      CategoryID: categoryId(g.category),
      BrandID: g.brand ? (brandByName.get(g.brand) ?? null) : null,
      Description: g.description ?? null,
      Active: g.active ?? true,
      ...createdDaysAgo(now, 450 - i * 13),
    })),
  );
  const groupByCode = new Map(GROUPS.map((g, i) => [g.code, groupIds[i]]));
  const groupId = (code: string) => {
    const id = groupByCode.get(code);
    if (!id) throw new Error(`Demo product group ${code} is not seeded`);
    return id;
  };

  await insertAll(
    tx,
    crossSellingRules,
    CROSS_SELLING.map((r, i) => ({
      Name: r.name,
      Placement: r.placement,
      SourceCategoryID: categoryId(r.sourceCategory),
      SourceGroupID: r.sourceGroup ? groupId(r.sourceGroup) : null,
      TargetCategoryID: categoryId(r.targetCategory),
      TargetGroups: (r.targetGroups ?? []).map(groupId),
      MaxProducts: r.maxProducts,
      Priority: r.priority,
      Active: r.active ?? true,
      ...createdDaysAgo(now, 400 - i * 17),
    })),
  );
}

interface Storefront {
  id: number;
  language: ReviewLanguage;
  faker: Faker;
}

function fakerFor(locale: LocaleDefinition, seed: number): Faker {
  const faker = new Faker({ locale: [locale, en, base] });
  faker.seed(seed);
  return faker;
}

/** The storefronts in the order reviews favour them (Swedish first), each with a faker of its language. */
function storefrontsOf(shops: DemoStores, seed: number): Storefront[] {
  return [
    { id: shops.se, language: 'sv', faker: fakerFor(sv, seed + 1) },
    { id: shops.no, language: 'nb', faker: fakerFor(nb_NO, seed + 2) },
    { id: shops.fi, language: 'fi', faker: fakerFor(fi, seed + 3) },
  ];
}

const KINDS = Object.keys(DEMO_SKUS) as ProductKind[];

async function seedReviews(tx: Tx, now: Date, shops: Storefront[]): Promise<void> {
  const f = fakerFor(en, SEED);
  const pick = <T>(list: readonly T[]): T => f.helpers.arrayElement(list);
  const rows: Row[] = [];
  for (let i = 0; i < REVIEW_COUNT; i += 1) {
    // Newest last; spread over the past year, about one review every other day.
    const age = (REVIEW_COUNT - i) * 1.8 * DAY - f.number.int({ min: 0, max: 20 }) * HOUR;
    const createdAt = new Date(now.getTime() - age);
    // Most reviews come from the Swedish store, the rest from Norway and Finland.
    const shop =
      shops[
        f.helpers.weightedArrayElement([
          { weight: 6, value: 0 },
          { weight: 3, value: 1 },
          { weight: 2, value: 2 },
        ]) % shops.length
      ];
    const texts = REVIEW_TEXTS[shop.language];
    const kind = pick(KINDS);
    const author = `${shop.faker.person.firstName()} ${shop.faker.person.lastName().charAt(0)}.`;
    // Moderation runs behind: most of the last month's reviews still wait, a few were approved at once.
    const recent = now.getTime() - createdAt.getTime() < 30 * DAY;
    const spam = i % 37 === 11 ? REJECTED_REVIEWS[Math.floor(i / 37) % REJECTED_REVIEWS.length] : null;
    const rating =
      spam?.rating ??
      f.helpers.weightedArrayElement([
        { weight: 50, value: 5 },
        { weight: 25, value: 4 },
        { weight: 10, value: 3 },
        { weight: 7, value: 2 },
        { weight: 8, value: 1 },
      ]);
    const status = spam ? ReviewStatus.Rejected : recent && i % 5 !== 0 ? ReviewStatus.Pending : ReviewStatus.Approved;
    const moderatedAt =
      status === ReviewStatus.Pending
        ? createdAt
        : new Date(Math.min(now.getTime(), createdAt.getTime() + f.number.int({ min: 2, max: 40 }) * HOUR));
    rows.push({
      Sku: pick(DEMO_SKUS[kind]),
      Title: spam?.title ?? pick(texts.titles[rating as 1 | 2 | 3 | 4 | 5]),
      Body: spam?.body ?? reviewBody(texts, kind, rating, pick),
      Rating: rating,
      AuthorName: author,
      VerifiedPurchase: !spam && f.number.int({ min: 1, max: 100 }) <= 85,
      StoreID: shop.id,
      Locale: shop.language,
      Status: status,
      CreatedAt: createdAt,
      UpdatedAt: moderatedAt,
      Version: status === ReviewStatus.Pending ? 1 : 2,
    });
  }
  await insertAll(tx, reviews, rows);
}

async function seedNotifications(tx: Tx, now: Date, shops: Storefront[]): Promise<void> {
  const f = fakerFor(en, SEED + 100);
  const rows: Row[] = [];
  for (let i = 0; i < NOTIFICATION_COUNT; i += 1) {
    // Over the last 90 days, newest last.
    const createdAt = new Date(now.getTime() - (NOTIFICATION_COUNT - i) * 1.5 * DAY - f.number.int({ min: 0, max: 23 }) * HOUR);
    const shop = shops[i % 5 < 3 ? 0 : (i % 5) - 2] ?? shops[0];
    const firstName = shop.faker.person.firstName();
    const lastName = shop.faker.person.lastName();
    const email = shop.faker.internet
      .email({ firstName, lastName, provider: f.helpers.arrayElement(['example.com', 'example.net', 'example.org']) })
      .toLowerCase();
    // The older sign-ups were told when stock came in (a few people withdrew); the newer still wait.
    const old = i < 20;
    const status = old ? (i % 4 === 3 ? NotificationStatus.Cancelled : NotificationStatus.Notified) : NotificationStatus.Waiting;
    const notifiedAt =
      status === NotificationStatus.Notified ? new Date(createdAt.getTime() + f.number.int({ min: 3, max: 20 }) * DAY) : null;
    const cancelledAt =
      status === NotificationStatus.Cancelled ? new Date(createdAt.getTime() + f.number.int({ min: 1, max: 10 }) * DAY) : null;
    rows.push({
      Sku: f.helpers.arrayElement(OFTEN_OUT_OF_STOCK),
      Email: email,
      StoreID: shop.id,
      Locale: shop.language,
      Status: status,
      NotifiedAt: notifiedAt,
      CreatedAt: createdAt,
      UpdatedAt: notifiedAt ?? cancelledAt ?? createdAt,
      Version: status === NotificationStatus.Waiting ? 1 : 2,
    });
  }
  await insertAll(tx, productNotifications, rows);
}

export async function seedCatalogueResources(tx: Tx, context: ResourceSeedContext): Promise<void> {
  const { now } = context;
  const shops = await demoStores(tx);
  const categoryIds = await seedCategories(tx, now, shops);
  await seedPhones(tx, now);
  await seedProductStructure(tx, now, categoryIds);
  await seedReviews(tx, now, storefrontsOf(shops, SEED));
  await seedNotifications(tx, now, storefrontsOf(shops, SEED + 100));
}
