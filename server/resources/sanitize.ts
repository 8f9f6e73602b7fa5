/**
 * Rich text is sanitized on the server before it is stored (sanitize-html, an allow-list): paragraphs,
 * emphasis, links, lists, headings 2–4, quotes, code, images with http(s) or relative sources and tables.
 * Scripts, styles, event handlers and javascript: addresses never reach the database.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only target=_blank is kept, and then always with rel="noopener noreferrer".
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
