/**
 * The plain-text part of a message, made from its HTML: the export's reading of rich text (blocks become
 * lines, tags go, entities are decoded), with each link's address kept beside its words, since a reader of
 * the text part cannot click it.
 */
import { htmlToText } from '../../src/domain/html';

const LINK = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi;

export function textOfHtml(html: string): string {
  const linked = html.replace(LINK, (_whole, double: string | undefined, single: string | undefined, inner: string) => {
    const href = (double ?? single ?? '').trim();
    const words = htmlToText(inner).trim();
    if (!href || href.startsWith('#')) return inner;
    const address = htmlToText(href);
    return words === '' || words === address || `mailto:${words}` === address ? address : `${inner} (${address})`;
  });
  return htmlToText(linked);
}
