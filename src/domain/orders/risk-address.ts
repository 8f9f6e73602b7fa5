/**
 * The address rules of the order risk checks: a delivery to a box (post office box, parcel locker station) and
 * an address that does not look deliverable. The patterns cover the storefronts' markets (Sweden, Norway,
 * Denmark, Finland, Germany) and English; docs/decisions.md "Order risk checks" lists them.
 */
import type { RiskAddress } from './risk-match';

/** Not a letter or digit before and after a keyword (JavaScript's \b knows no å, ä, ö). */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}])';

/**
 * Words that name a box on their own: Swedish postbox, postlåda, postfack; Norwegian and Danish postboks;
 * Finnish postilokero; German Postfach, Packstation, Postfiliale; English PO Box and post office box.
 */
const BOX_WORDS = [
  'post\\s*box',
  'postlåda',
  'post\\s*fack',
  'postboks',
  'postilokero',
  'postfach',
  'packstation',
  'postfiliale',
  'p\\.?\\s*o\\.?\\s*box',
  'post\\s+office\\s+box',
];

/**
 * Short words that name a box only when a number follows (so Boxgatan, Plogvägen and "Boks" as a surname
 * are not boxes): Box 123, Boks 55, Fack 12, Pl 4021 (Swedish postlåda, Finnish postilokero), Pb 123
 * (Norwegian postboks, Finland-Swedish postbox).
 */
const NUMBERED_BOX_WORDS = ['box', 'boks', 'fack', 'pl', 'pb'];

const BOX_PATTERN = new RegExp(
  `${START}(?:(?:${BOX_WORDS.join('|')})${END}|(?:${NUMBERED_BOX_WORDS.join('|')})\\.?\\s*(?:nr\\.?\\s*)?\\d)`,
  'iu',
);

/** True when the line names a post office box or a parcel locker station ("c/o Box 123" included). */
function isBoxAddressLine(line: string | null | undefined): boolean {
  return !!line && BOX_PATTERN.test(line.normalize('NFC'));
}

export function isBoxAddress(address: RiskAddress): boolean {
  return isBoxAddressLine(address.address1) || isBoxAddressLine(address.address2);
}

/** Postal code shapes of the storefronts' markets; other countries only need some postal code. */
const POSTAL_CODE_FORMATS: Readonly<Record<string, RegExp>> = {
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  DE: /^\d{5}$/,
};

/**
 * An address that could be delivered to: a street line with at least three characters and a letter, a
 * city with a letter, a two-letter country, and a postal code in the country's shape (see
 * POSTAL_CODE_FORMATS; any non-empty code elsewhere).
 */
function isPlausibleAddress(address: RiskAddress): boolean {
  const street = address.address1.trim();
  const country = address.country.trim().toUpperCase();
  const postalCode = address.postalCode.trim();
  const format = POSTAL_CODE_FORMATS[country];
  return (
    street.length >= 3 &&
    /\p{L}/u.test(street) &&
    /\p{L}/u.test(address.city) &&
    /^[A-Z]{2}$/.test(country) &&
    (format ? format.test(postalCode) : postalCode !== '')
  );
}

/** The address needs a look: delivery to another country than the billing address, or either implausible. */
export function addressNeedsCheck(billing: RiskAddress, delivery: RiskAddress): boolean {
  return (
    billing.country.trim().toUpperCase() !== delivery.country.trim().toUpperCase() ||
    !isPlausibleAddress(billing) ||
    !isPlausibleAddress(delivery)
  );
}
