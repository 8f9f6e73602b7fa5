/**
 * Which print template prints a record (docs/decisions.md "Prints"): of the document's type, in the language of
 * the record's store, else in Swedish (the shop's own language, as e-mail templates fall back to it); in each
 * language the store's own template first, then one without a store (the fallback); among equals the oldest (lowest
 * id). A record of several stores (a product) tries its stores in turn, own templates before fallbacks. None: the
 * document cannot be made for the record (the route answers 40401, the UI says what is missing).
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { sanitizeRichText } from '../resources/sanitize';
import { PRINT_PLACEHOLDERS, type Orientation, type PaperSize, type PrintType } from '../../src/domain/resources/shop/print-documents';
import { valueText } from '../../src/domain/value-text';
import { columnsOf, prints } from '../db/schema';
import type { Executor } from '../db/types';
import { fillHtml, type TemplateValues } from '../mail/placeholders';

export interface PrintTemplate {
  id: number;
  name: string;
  type: PrintType;
  paper: PaperSize;
  orientation: Orientation;
  copies: number;
  /** The template's rich text, sanitized (again: a row written past the engine is read as safely). */
  html: string;
  storeId: number | null;
  locale: string;
}

const P = columnsOf(prints);

/** A template's columns as read (unknown values, converted by templateOf). */
const TEMPLATE_COLUMNS = {
  id: P.ID,
  name: P.Name,
  type: P.PrintType,
  paper: P.PaperSize,
  orientation: P.Orientation,
  copies: P.Copies,
  html: P.Template,
  storeId: P.StoreID,
  locale: P.Locale,
};

type Row = Record<keyof typeof TEMPLATE_COLUMNS, unknown>;

function templateOf(row: Row): PrintTemplate {
  return {
    id: Number(row.id),
    name: valueText(row.name),
    type: valueText(row.type) as PrintType,
    paper: valueText(row.paper) as PaperSize,
    orientation: valueText(row.orientation) === 'landscape' ? 'landscape' : 'portrait',
    copies: Number(row.copies) || 1,
    html: sanitizeRichText(valueText(row.html)),
    storeId: row.storeId == null ? null : Number(row.storeId),
    locale: valueText(row.locale),
  };
}

/** A template by id; null when there is none. */
export async function templateById(db: Executor, id: number): Promise<PrintTemplate | null> {
  const [row] = await db.select(TEMPLATE_COLUMNS).from(prints).where(eq(P.ID, id));
  return row ? templateOf(row) : null;
}

/** A store a record is printed for: its id (null: none, the fallback's only) and its language. */
export interface PrintStore {
  id: number | null;
  locale: string;
}

/**
 * The template of `type` for the first of `stores` that has one (see the module's comment); null when none does.
 * `fallback`: the language after the stores' own (Swedish unless the document's other words are in another).
 */
export async function templateFor(
  db: Executor,
  type: PrintType,
  stores: readonly PrintStore[],
  fallback: string = DEFAULT_LOCALE,
): Promise<PrintTemplate | null> {
  const locales = [...new Set([...stores.map((store) => store.locale), fallback])];
  const ids = stores.flatMap((store) => (store.id == null ? [] : [store.id]));
  const rows = (
    await db
      .select(TEMPLATE_COLUMNS)
      .from(prints)
      .where(
        and(
          eq(P.PrintType, type),
          inArray(P.Locale, locales),
          ids.length ? or(isNull(P.StoreID), inArray(P.StoreID, ids)) : isNull(P.StoreID),
        ),
      )
      .orderBy(asc(P.ID))
  ).map(templateOf);
  const inLanguage = (of: readonly PrintStore[]) => [
    ...of.flatMap((store) => rows.filter((row) => store.id != null && row.storeId === store.id && row.locale === store.locale)),
    ...of.flatMap((store) => rows.filter((row) => row.storeId == null && row.locale === store.locale)),
  ];
  const [chosen] = [...inLanguage(stores), ...inLanguage(stores.map((store) => ({ ...store, locale: fallback })))];
  return chosen ?? null;
}

/**
 * The template's HTML with its type's placeholders filled as e-mail bodies are (the one renderer: declared names
 * only, own keys only, values escaped, tables the code built as they are), sanitized again; a placeholder without
 * a value stays as written.
 */
export function filledHtml(template: PrintTemplate, values: TemplateValues): string {
  const declared = Object.hasOwn(PRINT_PLACEHOLDERS, template.type) ? PRINT_PLACEHOLDERS[template.type] : [];
  return sanitizeRichText(fillHtml(template.html, declared, values).text);
}
