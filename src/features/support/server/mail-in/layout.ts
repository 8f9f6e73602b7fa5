/**
 * A mail's HTML in the words the rich-text allow-list keeps (server/resources/sanitize.ts), so the thread shows its
 * lines and emphasis: mail clients write a line as a `<div>` (Gmail, Apple Mail, Outlook on the web) and emphasis as
 * `<b>` and `<i>`, which the allow-list drops, running the lines together ("…kommit.Kan ni kolla?"). Here a block the
 * allow-list drops becomes a line break where a browser would start a line, `<b>`/`<i>` become `<strong>`/`<em>`, and
 * headings outside 2–4 the nearest kept one. The result is not safe yet: receiveCustomerMessage sanitizes it.
 */
import sanitizeHtml from 'sanitize-html';

/** Blocks the allow-list drops: each starts and ends a line, which here is a `<br />`. */
const DROPPED_BLOCK =
  /^(div|section|article|header|footer|main|nav|aside|address|center|dl|dt|dd|figure|figcaption|form|fieldset|legend|details|summary|hr)$/;
/** Blocks the allow-list keeps: they make their own lines. */
const KEPT_BLOCK = /^(p|ul|ol|li|h[2-4]|blockquote|pre|table|thead|tbody|tfoot|tr|th|td|caption)$/;
const RENAMED: Readonly<Record<string, string>> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' };
/** Text, styles and scripts no reader sees. */
const UNSEEN = new Set(['head', 'title', 'style', 'script', 'template', 'textarea', 'xmp']);

/**
 * First the HTML as the library's parser reads it (every tag whole, text and attribute values escaped, comments
 * and unseen parts gone), so the walk below reads exact tags; then each dropped block breaks the line once
 * unless it is already at a line's start, as a browser lays blocks out (`<div><br></div>` is one blank line).
 */
export function mailHtml(html: string): string {
  const parsed = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => UNSEEN.has(frame.tag),
  });
  let atLineStart = true;
  return parsed.replace(/<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>|[^<]+/g, (token, close: string | undefined, name: string | undefined, rest) => {
    if (name === undefined) {
      // Only HTML's own white space collapses; a no-break space is text that fills a line.
      if (/[^ \t\n\r\f]/.test(token)) atLineStart = false;
      return token;
    }
    const tag = RENAMED[name.toLowerCase()] ?? name.toLowerCase();
    if (DROPPED_BLOCK.test(tag)) {
      if (atLineStart) return '';
      atLineStart = true;
      return '<br />';
    }
    if (tag === 'br' || KEPT_BLOCK.test(tag)) atLineStart = true;
    else if (tag === 'img') atLineStart = false;
    return tag === name ? token : `<${close}${tag}${close ? '' : rest}>`;
  });
}
