/**
 * Demo rows of the shop resources (src/domain/resources/shop.ts): the content of the three storefronts.
 * Fixed texts (resources-shop-content.ts) and times relative to the seed's `now`, so every run writes the
 * same rows. The documents' PDF files are made here too; their bytes go to the file store before the
 * seed's transaction (storeDemoDocumentFiles), their rows inside it.
 */
import { eq, inArray } from 'drizzle-orm';
import { NewsletterStatus } from '../../src/domain/resources/shop';
import { countSubscribers, NEWSLETTER_JOB } from '../content/newsletter-send';
import { enqueueJob } from '../jobs/enqueue';
import { sha256Of, storeBytes } from '../resources/file-store';
import {
  categories,
  deals,
  documents,
  emailTemplates,
  newsletters,
  pages,
  prints,
  products,
  redirects,
  strings,
  widgets,
  columnsOf,
} from '../db/schema';
import type { Tx } from '../db/types';
import { demoFileRows } from '../resources/stored-files';
import { demoPdf } from './demo-pdf';
import { daysFrom, demoStores, seasons, stamped, type DemoStores } from './resource-rows';
import type { ResourceSeedContext } from './resources';
import { DEMO_SKUS } from './resources-catalogue-reviews';
import { DOCUMENTS, EMAIL_TEMPLATES, PAGES, STRINGS } from './resources-shop-content';

const CAT = columnsOf(categories);
const PG = columnsOf(pages);
const PR = columnsOf(products);
const N = columnsOf(newsletters);

const translated = ([sv, en]: readonly [string, string]) => ({ sv, en });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows planned ahead: created a week before their start (or stamped like the rest when they have none). */
function createdBefore<T extends Record<string, unknown>>(rows: T[], startKey: keyof T & string, now: Date) {
  return stamped(rows, now, 11).map((row) => {
    const start = row[startKey];
    if (!(start instanceof Date)) return row;
    const at = new Date(Math.min(now.getTime(), start.getTime() - 7 * DAY_MS));
    return { ...row, CreatedAt: at, UpdatedAt: at };
  });
}

function pageRows(s: DemoStores) {
  return PAGES.map((page) => ({
    Title: translated(page.title),
    Slug: page.slug,
    Body: translated(page.body),
    Stores: page.stores.map((country) => s[country]),
    Published: page.published ?? true,
    MetaTitle: {},
    MetaDescription: page.metaDescription ? translated(page.metaDescription) : {},
    NoIndex: page.noIndex ?? false,
  }));
}

/** Campaign banners and fixed blocks; one ended, one coming, one switched off, the rest shown (no hide-at date). */
function widgetRows(s: DemoStores, now: Date) {
  const at = (days: number | null) => (days == null ? null : daysFrom(now, days, 5));
  const { blackFriday, christmas, lastJuly, lastApril } = seasons(now);
  const widget = (
    Name: string,
    Placement: string,
    StoreID: number,
    Content: string,
    showIn: number | null,
    hideIn: number | null,
    SortOrder = 0,
    Active = true,
  ) => ({ Name, Placement, StoreID, Content, ShowAt: at(showIn), HideAt: at(hideIn), SortOrder, Active });
  return [
    widget(
      'Fri frakt över 499 kr',
      'topBar',
      s.se,
      '<p><strong>Fri frakt</strong> över 499 kr · Skickas samma dag före 15.00</p>',
      null,
      null,
    ),
    widget(
      'Gratis frakt over 599 kr',
      'topBar',
      s.no,
      '<p><strong>Gratis frakt</strong> over 599 kr · Toll og mva. er inkludert</p>',
      null,
      null,
    ),
    widget('Ilmainen toimitus yli 49 €', 'topBar', s.fi, '<p><strong>Ilmainen toimitus</strong> yli 49 € tilauksiin</p>', null, null),
    widget(
      'Nya delar till iPhone 16',
      'categoryTop',
      s.se,
      '<h2>Nu finns delar till iPhone 16</h2><p>Skärmar, batterier och kameraglas i lager.</p>',
      -10,
      null,
      10,
    ),
    widget('Skickas i dag', 'productPage', s.se, '<p>Beställ före 15.00 så skickas varan i dag.</p>', null, null, 10),
    widget('Glöm inte skärmskyddet', 'cart', s.se, '<p>Ny skärm? Skydda den med härdat glas för 99 kr.</p>', null, null, 10),
    widget('Betala med Klarna', 'checkout', s.se, '<p>Köp nu, betala om 30 dagar med Klarna.</p>', null, null, 10),
    widget(
      'Trygg e-handel',
      'footer',
      s.se,
      '<p>Certifierad av Trygg e-handel · 30 dagars ångerrätt · 12 månaders garanti</p>',
      -300,
      null,
      10,
    ),
    widget(
      'Black Friday: upp till 40 %',
      'startHero',
      s.se,
      '<h2>Black Friday</h2><p>Upp till 40 % på skal och skärmskydd, fredag till måndag.</p>',
      blackFriday,
      blackFriday + 4,
    ),
    widget(
      'Julen: sista beställningsdag',
      'topBar',
      s.se,
      '<p>Beställ senast 20 december för leverans före jul.</p>',
      christmas,
      christmas + 20,
      5,
    ),
    widget('Sommarrea skärmskydd', 'startBlock', s.se, '<p>20 % på alla skärmskydd hela juli.</p>', lastJuly, lastJuly + 31, 20),
    widget('Vårkampanj laddare', 'startHero', s.se, '<p>Två laddare för 199 kr hela april.</p>', lastApril, lastApril + 30, 0, false),
  ];
}

function stringRows() {
  return STRINGS.map(([Key, sv, en, Description]) => ({ Key, Value: { sv, en }, Description: Description ?? null }));
}

/**
 * Redirects to the demo's own categories (by slug), pages (by slug) and products (by SKU): each target is looked
 * up, and one that names nothing stops the seed, so no demo redirect points nowhere.
 */
async function redirectRows(tx: Tx, s: DemoStores) {
  const redirect = (
    FromPath: string,
    RedirectType: 'categories' | 'pages' | 'products',
    target: string,
    StoreID: number,
    StatusCode = 301,
  ) => ({
    FromPath,
    RedirectType,
    target,
    StatusCode,
    StoreID,
  });
  const rows = [
    redirect('/mobilskal/iphone-x', 'categories', 'mobilskal-iphone', s.se),
    redirect('/skal', 'categories', 'mobilskal', s.se),
    redirect('/skarmskydd-iphone', 'categories', 'skarmskydd-iphone', s.se),
    redirect('/reservdelar-iphone', 'categories', 'reservdelar-iphone', s.se),
    redirect('/laddare-och-kablar', 'categories', 'laddare-kablar', s.se),
    redirect('/verktyg-och-lim', 'categories', 'verktyg-reparation-lim-tejp', s.se),
    redirect('/deksler', 'categories', 'mobilskal', s.no),
    redirect('/suojakuoret', 'categories', 'mobilskal', s.fi),
    redirect('/leverans', 'pages', 'frakt-och-leverans', s.se),
    redirect('/villkor', 'pages', 'kopvillkor', s.se),
    redirect('/returer', 'pages', 'returer-och-angerratt', s.se),
    redirect('/garanti', 'pages', 'reklamation-och-garanti', s.se),
    redirect('/guider/batteribyte-iphone', 'pages', 'guide-batteribyte', s.se),
    redirect('/kampanj', 'pages', 'black-friday', s.se, 302),
    redirect('/om', 'pages', 'om-oss', s.no),
    redirect('/produkt/iphone-13-skarm-oled', 'products', 'IP13-SCR-OLED', s.se),
    redirect('/produkt/iphone-13-batteri', 'products', 'IP13-BAT', s.se),
    redirect('/produkt/usb-c-laddare-20w', 'products', 'CHG-USBC-20W', s.se),
    redirect('/produkt/verktygssats', 'products', 'TOOL-KIT-PRO', s.se),
    redirect('/produkt/iphone-15-skal-magsafe', 'products', 'IP15P-CASE-MAG-CLR', s.se),
    redirect('/produkt/powerbank-20000', 'products', 'PB-20000-PD', s.no),
    redirect('/tuote/iphone-14-akku', 'products', 'IP14-BAT', s.fi),
  ];
  const wanted = (type: string) => rows.filter((r) => r.RedirectType === type).map((r) => r.target);
  const ids = {
    categories: new Map(
      (
        await tx
          .select({ key: CAT.Slug, id: CAT.ID })
          .from(categories)
          .where(inArray(CAT.Slug, wanted('categories')))
      ).map((r) => [String(r.key), Number(r.id)]),
    ),
    pages: new Map(
      (
        await tx
          .select({ key: PG.Slug, id: PG.ID })
          .from(pages)
          .where(inArray(PG.Slug, wanted('pages')))
      ).map((r) => [String(r.key), Number(r.id)]),
    ),
    products: new Map(
      (
        await tx
          .select({ key: PR.Sku, id: PR.ID })
          .from(products)
          .where(inArray(PR.Sku, wanted('products')))
      ).map((r) => [String(r.key), Number(r.id)]),
    ),
  };
  return rows.map(({ target, ...row }) => {
    const id = ids[row.RedirectType].get(target);
    if (id === undefined) throw new Error(`Demo redirect ${row.FromPath}: no ${row.RedirectType} ${target}`);
    return {
      ...row,
      TargetCategoryID: row.RedirectType === 'categories' ? id : null,
      TargetPageID: row.RedirectType === 'pages' ? id : null,
      TargetProductID: row.RedirectType === 'products' ? id : null,
    };
  });
}

/** A deal's SKU list holds at most this many characters (src/domain/resources/shop/deals.ts SkuList). */
const SKU_LIST_LENGTH = 20_000;

/** Every other product's SKU, in the catalogue's order, as many as a deal's SKU list holds. */
async function saleSkus(tx: Tx): Promise<string[]> {
  const P = columnsOf(products);
  const all = await tx.select({ sku: P.Sku }).from(products).orderBy(P.ID);
  const out: string[] = [];
  let length = 0;
  for (const [i, { sku }] of all.entries()) {
    if (i % 2 !== 0) continue;
    length += String(sku).length + 1;
    if (length > SKU_LIST_LENGTH) break;
    out.push(String(sku));
  }
  return out;
}

/**
 * Past, running and coming deals; percentage or amount off, per storefront and currency. The seasons' sales take
 * `onSale`, every other product of the catalogue, so that many orders placed while they ran carry a discount.
 */
function dealRows(s: DemoStores, now: Date, onSale: readonly string[]) {
  const { blackFriday, boxingDaySales } = seasons(now);
  const deal = (
    Name: string,
    StoreID: number,
    startIn: number,
    days: number,
    off: { pct?: string; amount?: string; currency?: string },
    skus: readonly string[],
  ) => ({
    Name,
    StoreID,
    StartsAt: daysFrom(now, startIn, 6),
    EndsAt: daysFrom(now, startIn + days, 22),
    DiscountPercentage: off.pct ?? null,
    DiscountAmount: off.amount ?? null,
    Currency: off.currency ?? 'SEK',
    SkuList: skus.join('\n'),
  });
  return [
    deal('Veckans deal: USB-C-kablar', s.se, -2, 7, { pct: '30.00' }, DEMO_SKUS.cable),
    deal('Skärmskydd 2 för 1', s.se, -1, 14, { pct: '50.00' }, DEMO_SKUS.glass),
    deal('Batterivecka', s.se, -40, 7, { amount: '50.00' }, DEMO_SKUS.battery),
    deal('Verktyg till halva priset', s.se, -90, 3, { pct: '50.00' }, DEMO_SKUS.tools),
    deal('Black Friday skal', s.se, blackFriday, 4, { pct: '40.00' }, DEMO_SKUS.case),
    deal('Black Friday skjermbeskytter', s.no, blackFriday, 4, { pct: '40.00' }, DEMO_SKUS.glass),
    deal('Mustan perjantain laturit', s.fi, blackFriday, 4, { amount: '5.00', currency: 'EUR' }, DEMO_SKUS.charger),
    deal('Ukens tilbud: powerbanker', s.no, -3, 7, { amount: '100.00', currency: 'NOK' }, DEMO_SKUS.powerbank),
    deal(
      'Skärmar till iPhone 13',
      s.se,
      5,
      10,
      { amount: '150.00' },
      DEMO_SKUS.screen.filter((sku) => sku.startsWith('IP13')),
    ),
    deal('Hörlurar mellandagsrea', s.se, boxingDaySales, 6, { pct: '25.00' }, DEMO_SKUS.audio),
    // The seasons' sales before: the demo orders placed while they ran carry their discounts (and so do their
    // invoices, returns and credit notes).
    deal('Sommarrea', s.se, -200, 45, { pct: '15.00' }, onSale),
    deal('Sommersalg', s.no, -200, 45, { pct: '15.00' }, onSale),
    deal('Kesäale', s.fi, -200, 45, { pct: '15.00' }, onSale),
    deal('Reservdelsveckorna', s.se, -420, 30, { amount: '100.00' }, [...DEMO_SKUS.screen, ...DEMO_SKUS.battery]),
  ];
}

function emailTemplateRows(s: DemoStores) {
  const shared = EMAIL_TEMPLATES.map((t) => ({
    Name: t.name,
    TemplateType: t.type,
    StoreID: null as number | null,
    Subject: translated(t.subject),
    Body: translated(t.body),
    Active: true,
  }));
  // The Norwegian storefront writes its own order confirmation and return label.
  const norwegian = [
    {
      Name: 'Ordrebekreftelse Mobildeler.no',
      TemplateType: 1,
      StoreID: s.no,
      Subject: { sv: 'Takk for ordren {{order.number}}', en: 'Thank you for your order {{order.number}}' },
      Body: {
        sv: '<p>Hei {{customer.firstName}}!</p><p>Vi har mottatt ordren din og sender den så snart den er plukket.</p>{{order.items}}',
        en: '<p>Hi {{customer.firstName}},</p><p>We have received your order and will ship it as soon as it is picked.</p>{{order.items}}',
      },
      Active: true,
    },
    {
      Name: 'Returetikett Mobildeler.no',
      TemplateType: 7,
      StoreID: s.no,
      Subject: { sv: 'Returetiketten din', en: 'Your return label' },
      Body: {
        sv: '<p>Her er returetiketten din. Lever pakken på nærmeste Bring-utleveringssted.</p>{{return.label}}',
        en: '<p>Here is your return label. Drop the parcel off at the nearest Bring pick-up point.</p>{{return.label}}',
      },
      Active: true,
    },
    {
      Name: 'Orderbekräftelse (gammal)',
      TemplateType: 1,
      StoreID: s.se,
      Subject: { sv: 'Orderbekräftelse', en: 'Order confirmation' },
      Body: { sv: '<p>Tack för din order.</p>', en: '<p>Thank you for your order.</p>' },
      Active: false,
    },
  ];
  // Each storefront signs its own password reset e-mail (template type 5, docs/decisions.md "Outgoing e-mail").
  const reset = (Name: string, StoreID: number, shop: string) => ({
    Name,
    TemplateType: 5,
    StoreID,
    Subject: { sv: `Återställ ditt lösenord hos ${shop}`, en: `Reset your password at ${shop}` },
    Body: {
      sv: `<p>Hej {{customer.firstName}}!</p><p>Du bad om ett nytt lösenord till ditt konto hos ${shop}. Välj ett nytt här: <a href="{{reset.url}}">{{reset.url}}</a></p><p>Länken gäller i {{reset.expiresInMinutes}} minuter. Bad du inte om det kan du strunta i det här mejlet.</p><p>Hälsningar<br>${shop}</p>`,
      en: `<p>Hi {{customer.firstName}},</p><p>You asked for a new password for your account at ${shop}. Choose a new one here: <a href="{{reset.url}}">{{reset.url}}</a></p><p>The link is valid for {{reset.expiresInMinutes}} minutes. If you did not ask for it, you can ignore this e-mail.</p><p>Regards,<br>${shop}</p>`,
    },
    Active: true,
  });
  const resets = [
    reset('Återställ lösenord Reservdelar.se', s.se, 'Reservdelar.se'),
    reset('Tilbakestill passord Mobildeler.no', s.no, 'Mobildeler.no'),
    reset('Palauta salasana Varaosat.fi', s.fi, 'Varaosat.fi'),
  ];
  return [...shared, ...norwegian, ...resets];
}

function newsletterRows(s: DemoStores, now: Date) {
  const letter = (
    Subject: string,
    Preheader: string | null,
    Body: string,
    Locale: string,
    StoreGroupID: number,
    scheduledIn: number | null,
    Status: number,
  ) => ({
    Subject,
    Preheader,
    Body,
    Locale,
    StoreGroupID,
    ScheduledAt: scheduledIn == null ? null : daysFrom(now, scheduledIn, 8),
    Status,
  });
  const { Draft, Scheduled, Sent } = NewsletterStatus;
  const { blackFriday, christmas, lastJuly } = seasons(now);
  // A campaign letter goes out the day before; once that day has passed it has been sent.
  const eve = blackFriday - 1;
  const campaign = eve > 0 ? Scheduled : Sent;
  const g = s.groups;
  return [
    letter(
      'Nya guider: byt batteri själv',
      'Tre guider för dig som lagar själv',
      '<h2>Byt batteri på 30 minuter</h2><p>Våra nya guider visar hur.</p>',
      'sv',
      g.se,
      -75,
      Sent,
    ),
    letter('Sommarrea: 20 % på skärmskydd', 'Hela juli ut', '<p>Skydda skärmen inför semestern.</p>', 'sv', g.se, lastJuly, Sent),
    letter(
      'Nyheter för iPhone 16',
      'Delar och skal i lager nu',
      '<p>Skärmar, batterier och MagSafe-skal till iPhone 16.</p>',
      'sv',
      g.se,
      -12,
      Sent,
    ),
    letter('Sommersalg: skjermbeskyttere', null, '<p>20 % på alle skjermbeskyttere i juli.</p>', 'nb', g.no, lastJuly, Sent),
    letter('Kesäale: näytönsuojat', null, '<p>20 % alennus kaikista näytönsuojista heinäkuussa.</p>', 'fi', g.fi, lastJuly + 2, Sent),
    letter(
      'Black Friday börjar på fredag',
      'Upp till 40 % på skal och skärmskydd',
      '<h2>Black Friday</h2><p>Fredag till måndag.</p>',
      'sv',
      g.se,
      eve,
      campaign,
    ),
    letter(
      'Black Friday starter fredag',
      'Opptil 40 % på deksler',
      '<h2>Black Friday</h2><p>Fredag til mandag.</p>',
      'nb',
      g.no,
      eve,
      campaign,
    ),
    letter(
      'Julklappstips under 200 kr',
      null,
      '<p>Laddare, kablar och powerbanks som passar i julstrumpan.</p>',
      'sv',
      g.se,
      christmas + 2,
      Draft,
    ),
    letter('Så tar du hand om ditt nya batteri', null, '<p>Fem råd som får batteriet att hålla längre.</p>', 'sv', g.se, null, Draft),
    letter(
      'Repair guides in English',
      'For our English-speaking customers',
      '<p>Our most read repair guides, now in English.</p>',
      'en',
      g.se,
      null,
      Draft,
    ),
  ];
}

/**
 * The demo newsletters: a sent one counts the subscribers of its group and language as its recipients, all sent;
 * a scheduled one has its real send job, due at its time (the first start sends it then).
 */
async function seedNewsletters(tx: Tx, s: DemoStores, { now, userIds, resources }: ResourceSeedContext): Promise<void> {
  const rows = [];
  for (const row of createdBefore(newsletterRows(s, now), 'ScheduledAt', now)) {
    if (row.Status !== NewsletterStatus.Sent) {
      rows.push({ ...row, SentCount: 0, FailedCount: 0 });
      continue;
    }
    const count = await countSubscribers(tx, row);
    rows.push({ ...row, RecipientCount: count, SentCount: count, FailedCount: 0, SentAt: row.ScheduledAt });
  }
  const inserted = await tx
    .insert(newsletters)
    .values(rows)
    .returning({ id: N.ID, status: N.Status, subject: N.Subject, scheduledAt: N.ScheduledAt });
  for (const letter of inserted) {
    if (letter.status !== NewsletterStatus.Scheduled) continue;
    const job = await enqueueJob(
      tx,
      resources,
      NEWSLETTER_JOB,
      { newsletterId: letter.id },
      { createdBy: userIds.admin, title: `Newsletter: ${String(letter.subject)}`, runAt: (letter.scheduledAt as Date | null) ?? now },
    );
    await tx.update(newsletters).set({ JobID: job.ID }).where(eq(N.ID, letter.id));
  }
}

function printRows(s: DemoStores) {
  const print = (
    Name: string,
    PrintType: string,
    PaperSize: string,
    Orientation: string,
    Copies: number,
    Template: string,
    StoreID: number | null,
    Locale: string,
  ) => ({ Name, PrintType, PaperSize, Orientation, Copies, Template, StoreID, Locale });
  return [
    print(
      'Följesedel',
      'packingSlip',
      'A4',
      'portrait',
      1,
      '<h2>Följesedel {{order.number}}</h2><p>{{order.deliveryAddress}}</p><p>Beställd {{order.date}} · {{order.shippingMethod}}</p>{{order.items}}<p>Frågor? kundtjanst@reservdelar.example</p>',
      null,
      'sv',
    ),
    print(
      'Pakkseddel Mobildeler.no',
      'packingSlip',
      'A4',
      'portrait',
      1,
      '<h2>Pakkseddel {{order.number}}</h2><p>{{order.deliveryAddress}}</p>{{order.items}}',
      s.no,
      'nb',
    ),
    print(
      'Lähetysluettelo Varaosat.fi',
      'packingSlip',
      'A4',
      'portrait',
      1,
      '<h2>Lähetysluettelo {{order.number}}</h2>{{order.items}}',
      s.fi,
      'fi',
    ),
    print(
      'Faktura',
      'invoice',
      'A4',
      'portrait',
      1,
      '<p>Tack för att du handlar hos {{store.name}}! Betala {{invoice.amount}} senast {{invoice.dueDate}} och ange OCR-nummer {{invoice.paymentReference}}.</p><p>Frågor om fakturan? Skriv till oss och ange fakturanummer {{invoice.number}}.</p>',
      null,
      'sv',
    ),
    print(
      'Plocklista lager',
      'pickList',
      'A4',
      'landscape',
      1,
      '<h2>Plocklista {{order.number}}</h2><p>{{print.date}} · {{order.shippingMethod}}</p>{{order.items}}',
      null,
      'sv',
    ),
    print(
      'Retursedel',
      'returnForm',
      'A5',
      'portrait',
      1,
      '<h2>Retursedel {{order.number}}</h2><p>Fyll i vad du skickar tillbaka och varför, och lägg sedeln i paketet.</p>{{order.items}}<p>{{order.billingAddress}}</p>',
      null,
      'sv',
    ),
    print(
      'Produktetikett EAN',
      'productLabel',
      'label62x29',
      'landscape',
      1,
      '<p><strong>{{product.sku}}</strong><br>{{product.name}}</p>',
      null,
      'sv',
    ),
    print(
      'Hyllkantsetikett',
      'shelfLabel',
      'label62x29',
      'landscape',
      2,
      '<p><strong>{{product.name}}</strong><br>{{product.sku}} · {{product.price}}</p>',
      s.se,
      'sv',
    ),
    print(
      'Fraktsedel stor etikett',
      'packingSlip',
      'label102x152',
      'portrait',
      1,
      '<h2>{{order.shippingMethod}}</h2><p>{{order.deliveryAddress}}</p><p>Order {{order.number}}</p>',
      null,
      'sv',
    ),
  ];
}

interface DemoFile {
  name: string;
  bytes: Uint8Array;
  sha256: string;
}

let demoFiles: DemoFile[] | undefined;

/** The documents' PDF files, made once per process (same bytes every time). */
function demoDocumentFiles(): DemoFile[] {
  demoFiles ??= DOCUMENTS.map((doc) => {
    const bytes = demoPdf(doc.name, doc.paragraphs);
    return { name: doc.file, bytes, sha256: sha256Of(bytes) };
  });
  return demoFiles;
}

/** Writes the documents' bytes to the file store (before the seed's transaction; stored once by content). */
export async function storeDemoDocumentFiles(filesDir: string): Promise<void> {
  for (const file of demoDocumentFiles()) await storeBytes(filesDir, file.sha256, file.bytes);
}

async function seedDocuments(tx: Tx, s: DemoStores, { now, userIds }: ResourceSeedContext): Promise<void> {
  const made = demoDocumentFiles();
  const fileRows = await demoFileRows(
    tx,
    made.map((file) => ({ name: file.name, type: 'application/pdf', bytes: file.bytes, sha256: file.sha256 })),
    userIds.admin,
    now,
  );
  const rows = DOCUMENTS.map((doc, i) => ({
    Name: doc.name,
    DocumentType: doc.type,
    File: fileRows[i].ID,
    Locale: doc.locale,
    StoreID: doc.store == null ? null : s[doc.store],
  }));
  await tx.insert(documents).values(stamped(rows, now, 12));
}

export async function seedShopResources(tx: Tx, context: ResourceSeedContext): Promise<void> {
  const { now } = context;
  const s = await demoStores(tx);
  await tx.insert(pages).values(stamped(pageRows(s), now, 30));
  await tx.insert(widgets).values(createdBefore(widgetRows(s, now), 'ShowAt', now));
  await tx.insert(strings).values(stamped(stringRows(), now, 5));
  await seedDocuments(tx, s, context);
  await tx.insert(redirects).values(stamped(await redirectRows(tx, s), now, 8));
  await tx.insert(deals).values(createdBefore(dealRows(s, now, await saleSkus(tx)), 'StartsAt', now));
  await tx.insert(emailTemplates).values(stamped(emailTemplateRows(s), now, 20));
  await seedNewsletters(tx, s, context);
  await tx.insert(prints).values(stamped(printRows(s), now, 35));
}
