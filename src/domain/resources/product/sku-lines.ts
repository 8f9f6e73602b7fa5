/**
 * The multi-SKU fetch's input (SPEC.md: one SKU per line, no spaces): pasted text read line by line. Ends of
 * lines are trimmed (a column copied from a spreadsheet carries tabs and spaces there), blank lines skipped,
 * a repeated SKU kept once whatever its case; a line with a space inside, or not an article number, is named.
 */
import type { FieldIssue } from '../../errors';
import { issue, SKU_PATTERN } from '../../validation';

/** The most article numbers one fetch takes (the list shows at most as many records by id). */
export const SKU_LINES_MAX = 500;
/** The longest text accepted: every line a 64-character SKU and its line break. */
const SKU_TEXT_MAX = SKU_LINES_MAX * 66;

interface SkuLineProblem {
  /** 1-based. */
  line: number;
  text: string;
  reason: 'spaces' | 'format';
}

export interface SkuLines {
  skus: string[];
  problems: SkuLineProblem[];
  tooMany: boolean;
}

export function parseSkuLines(text: string): SkuLines {
  const skus: string[] = [];
  const seen = new Set<string>();
  const problems: SkuLineProblem[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const sku = raw.trim();
    if (!sku) return;
    if (/\s/.test(sku)) problems.push({ line: index + 1, text: sku, reason: 'spaces' });
    else if (!SKU_PATTERN.test(sku)) problems.push({ line: index + 1, text: sku, reason: 'format' });
    else if (!seen.has(sku.toLowerCase())) {
      seen.add(sku.toLowerCase());
      skus.push(sku);
    }
  });
  return { skus: skus.slice(0, SKU_LINES_MAX), problems, tooMany: skus.length > SKU_LINES_MAX };
}

/**
 * The pasted text read for a fetch: the SKUs, or the first thing wrong with the text as the field's issue
 * (a line with a space, a line that is no SKU, too many, none at all). The dialog and the server both use it.
 */
export function readSkuText(text: string): { skus: string[]; issue?: FieldIssue } {
  if (text.length > SKU_TEXT_MAX) return { skus: [], issue: issue('validation.skuLinesMax', { max: SKU_LINES_MAX }) };
  const { skus, problems, tooMany } = parseSkuLines(text);
  const problem = problems[0];
  if (problem)
    return {
      skus,
      issue: issue(problem.reason === 'spaces' ? 'validation.skuLineSpaces' : 'validation.skuLineFormat', { line: problem.line }),
    };
  if (tooMany) return { skus, issue: issue('validation.skuLinesMax', { max: SKU_LINES_MAX }) };
  if (!skus.length) return { skus, issue: issue('validation.required') };
  return { skus };
}

/** POST /api/product/items/by-skus */
export interface SkuFetchResult {
  /** The products found, in the order their SKUs were given. */
  data: { ID: number; Sku: string }[];
  /** The SKUs no product has, as given. */
  unknown: string[];
}
