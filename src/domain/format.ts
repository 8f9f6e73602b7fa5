/** Formatters of SPEC.md section 5: slug, personal id number, organisation number, file size. */

const EXTRA_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/**
 * Slug: lowercase, accented letters transliterated, separators and spaces become hyphens, other
 * characters removed, repeated hyphens collapsed, ends trimmed.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæøœđðþłı]/g, (ch) => EXTRA_LETTERS[ch] ?? '')
    .replace(/[\s_\-/\\.,:;|+]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

function hyphenateLastFour(digits: string): string {
  if (digits.length <= 4) return digits;
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/**
 * Personal id number: non-digits removed, last four digits separated by a hyphen. An 11-character result
 * (two-digit year) gets the century prefix 20, or 19 when the date would then lie in the future.
 */
export function formatPersonalId(input: string, now: Date = new Date()): string {
  const formatted = hyphenateLastFour(digitsOnly(input));
  if (formatted.length !== 11) return formatted;
  const yy = Number(formatted.slice(0, 2));
  const mm = Number(formatted.slice(2, 4));
  const dd = Number(formatted.slice(4, 6));
  const candidate = Date.UTC(2000 + yy, mm - 1, dd);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return (candidate > today ? '19' : '20') + formatted;
}

/** Organisation number: non-digits removed, last four digits separated by a hyphen. */
export function formatOrganisationNumber(input: string): string {
  return hyphenateLastFour(digitsOnly(input));
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** File size in base-1000 units from B to YB, two decimals, comma as decimal separator. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(2).replace('.', ',')} ${SIZE_UNITS[unit]}`;
}
