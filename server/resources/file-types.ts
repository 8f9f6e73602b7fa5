/**
 * What an upload is, from its bytes: PNG, JPEG, GIF, WebP and PDF by their magic numbers; SVG recognised
 * so it can be refused (an SVG can carry scripts). Anything else only by its declared type, and only when
 * the field's `accept` lists it.
 */
export const SVG_TYPE = 'image/svg+xml';
/** Accepted without a resource field to say otherwise: images and PDF. */
export const DEFAULT_ACCEPT = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const DEFAULT_MAX_BYTES = 10_000_000;
/** Types recognised by content; a declared type among these must match the content. */
export const SNIFFED_TYPES = new Set<string>([...DEFAULT_ACCEPT, SVG_TYPE]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The type the content shows, or null when it is none of the recognised ones. */
export function sniffType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(head)) return SVG_TYPE;
  return null;
}

/** The declared MIME type without parameters, lower-case; '' when absent or malformed. */
export function declaredType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(type) ? type : '';
}

/** Whether `accept` (exact types or `major/*`) admits `type`. */
export function accepts(accept: readonly string[], type: string): boolean {
  return accept.some((pattern) => pattern === type || (pattern.endsWith('/*') && type.startsWith(pattern.slice(0, -1))));
}

/**
 * A file name safe to store and to put in a header: no path, no double quote, at most 255 characters, and no
 * half of a surrogate pair left by the cut (it must not split an emoji: the download's Content-Disposition
 * encodes the name, which a lone surrogate cannot be). Control characters never arrive: the text rule refuses
 * an upload's name holding one (server/http/text-rule.ts).
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/"/g, '')
    .trim()
    .slice(0, 255)
    .replace(/[\ud800-\udbff]$/, '')
    .trim();
  return clean || 'file';
}
