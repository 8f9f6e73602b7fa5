/** Filter values as the API reads them (the syntax is src/domain/resources/list-syntax.ts). */
import { parseRange as parseRangeText } from '../../../domain/resources/list-syntax';

export { formatList, formatRange, parseList } from '../../../domain/resources/list-syntax';

/** The sides of a range filter as the inputs show them. */
export function parseRange(value: string | undefined): { from: string; to: string } {
  const { from, to } = parseRangeText(value);
  return { from, to };
}
