/**
 * Demo AI product texts (src/domain/resources/product/product-completions.ts): one active prompt per language and
 * field, a few prohibited words per language, and 40 waiting proposals written here from the products' own
 * names, not by a model: their model says "demo-seed". Three hold a prohibited word, so the refusal shows.
 * Deterministic: the same products and texts on every run. Runs after the products' seed.
 */
import { asc, eq } from 'drizzle-orm';
import { htmlToText } from '../../src/domain/html';
import { fillPrompt } from '../../src/domain/resources/product/completion-texts';
import { CompletionStatus } from '../../src/domain/resources/product/product-completions';
import { brands, completionPrompts, productCompletions, products, prohibitedWords } from '../db/schema';
import type { Tx } from '../db/types';
import { daysFrom } from './resource-rows';

/** The model name of every seeded completion: demo data, not a model's answer. */
export const DEMO_COMPLETION_MODEL = 'demo-seed';
/** Products with seeded proposals: the 20 from this offset (by ID) get a name in both languages. */
const FIRST = 300;
const COUNT = 20;

const DEMO_PROMPTS = [
  {
    Title: 'Produktnamn',
    Locale: 'sv',
    Field: 'Name',
    Prompt:
      'Skriv ett tydligt produktnamn för en webbutik. Artikelnummer: {sku}. Varumärke: {brand}. Nuvarande namn: {name}. Nämn delen och vilken telefon den passar.',
  },
  {
    Title: 'Product name',
    Locale: 'en',
    Field: 'Name',
    Prompt:
      'Write a clear product name for an online shop. SKU: {sku}. Brand: {brand}. Current name: {name}. Say what the part is and which phone it fits.',
  },
  {
    Title: 'Produktbeskrivning',
    Locale: 'sv',
    Field: 'Description',
    Prompt:
      'Skriv en saklig produktbeskrivning på två korta stycken för {name} ({sku}, {brand}). Nuvarande text: {description}. Inga superlativ, inga löften om pris.',
  },
  {
    Title: 'Product description',
    Locale: 'en',
    Field: 'Description',
    Prompt:
      'Write a factual product description in two short paragraphs for {name} ({sku}, {brand}). Current text: {description}. No superlatives, no price promises.',
  },
] as const;

export const DEMO_PROHIBITED_WORDS: Readonly<Record<'sv' | 'en', readonly string[]>> = {
  sv: ['billigast', 'garanterat', 'bäst i test', 'original'],
  en: ['cheapest', 'guaranteed', 'best in test', 'genuine'],
};

const SUFFIX = {
  sv: ['– passar exakt, enkel montering', '– reservdel med 12 månaders garanti', '– testad före leverans', '– billigast i Sverige'],
  en: ['– exact fit, easy to install', '– spare part with 12-month warranty', '– tested before shipping', '– cheapest in Sweden'],
} as const;

export async function seedCompletions(tx: Tx, now: Date): Promise<void> {
  const prompts = await tx
    .insert(completionPrompts)
    .values(DEMO_PROMPTS.map((p) => ({ ...p, Active: true, CreatedAt: now, UpdatedAt: now })))
    .returning({
      id: completionPrompts.ID,
      locale: completionPrompts.Locale,
      field: completionPrompts.Field,
      prompt: completionPrompts.Prompt,
    });
  await tx
    .insert(prohibitedWords)
    .values(
      Object.entries(DEMO_PROHIBITED_WORDS).flatMap(([locale, words]) =>
        words.map((Word) => ({ Word, Locale: locale, CreatedAt: now, UpdatedAt: now })),
      ),
    );
  const some = await tx
    .select({ id: products.ID, sku: products.Sku, name: products.Name, description: products.Description, brand: brands.Name })
    .from(products)
    .leftJoin(brands, eq(brands.ID, products.BrandID))
    .orderBy(asc(products.ID))
    .offset(FIRST)
    .limit(COUNT);
  const rows: Record<string, unknown>[] = [];
  for (const [n, p] of some.entries()) {
    const name = (p.name ?? {}) as Record<string, string>;
    const description = (p.description ?? {}) as Record<string, string>;
    for (const locale of ['sv', 'en'] as const) {
      // Every fifth product's name proposal holds a prohibited word (the last suffix) in Swedish.
      const prohibited = n % 5 === 4 && locale === 'sv';
      const suffix = SUFFIX[locale][prohibited ? 3 : n % 3];
      const field = n % 4 === 3 ? 'Description' : 'Name';
      const prompt = prompts.find((x) => x.locale === locale && x.field === field)!;
      const values = {
        name: name[locale] ?? name.sv ?? '',
        brand: p.brand ?? '',
        sku: String(p.sku),
        description: htmlToText(description[locale] ?? ''),
      };
      const text =
        field === 'Name'
          ? `${values.name} ${suffix}`.slice(0, 200)
          : `${values.name} ${suffix}.\n\n${locale === 'sv' ? `Artikelnummer ${values.sku}. Kontrollera modellen innan du beställer.` : `SKU ${values.sku}. Check your model before ordering.`}`;
      // The ones holding a prohibited word are the oldest: the newest waiting proposals can all be approved.
      const created = daysFrom(now, prohibited ? -(20 + (n % 7)) : -((n * 2 + (locale === 'sv' ? 0 : 1)) % 9));
      rows.push({
        ProductID: p.id,
        Locale: locale,
        Field: field,
        Text: text,
        Before: field === 'Name' ? (name[locale] ?? '') : (description[locale] ?? ''),
        Status: CompletionStatus.Waiting,
        PromptID: prompt.id,
        Prompt: fillPrompt(String(prompt.prompt), values),
        Model: DEMO_COMPLETION_MODEL,
        CreatedAt: created,
        UpdatedAt: created,
      });
    }
  }
  if (rows.length) await tx.insert(productCompletions).values(rows);
}
