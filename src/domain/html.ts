/**
 * HTML and plain text, both ways, for the browser and the server alike: text escaped into HTML (mail
 * placeholders, a generated description), and HTML read as text (the export's cells, a mail's text part,
 * the AI prompts and the completion diff, and, as one line, the list cells, titles and history lines).
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML that reads as that text: `& < > " '` escaped, so it is safe in an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

function decodeEntity(entity: string, name: string): string {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** Text of HTML's character references (named, decimal and hex): `&amp;` is `&`, `&#229;` is `å`. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, decodeEntity);
}

/**
 * Plain text of (sanitized) HTML: scripts and styles go, blocks and line breaks become lines (a block where it
 * opens as well as where it closes: Gmail's `Mvh<div>Anna</div>` is two lines), table cells are apart by a
 * space, tags go, entities (named, decimal and hex) are decoded; each line's spaces are collapsed and trimmed,
 * and blank lines dropped.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/?(p|li|h[1-6]|blockquote|pre|tr|caption|table|ul|ol|div)\b[^>]*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The same text as one line (a list cell, a title, a history line): its lines joined by a space. */
export function htmlToLine(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ').trim();
}
