/**
 * Parcel tracking references as staff type or paste them (from a customer's e-mail, a label, a forwarder's
 * page), so the palette can send them to the orders list: the numbering standards the forwarders of the
 * storefronts' markets use, each with its check digit, and the forwarders' tracking links. The formats
 * and what is left out on purpose are in docs/decisions.md "Order risk checks" (palette input kinds).
 */

/** Which standard the reference follows. */
type TrackingFormat = 'upuS10' | 'ups' | 'sscc' | 'gsin' | 'dhlJjd' | 'link';

export interface TrackingReference {
  /** The reference as it is searched for: upper case, without spaces or the brackets of a GS1 "(00)". */
  reference: string;
  format: TrackingFormat;
  /** The forwarder when the format tells (UPS, DHL, a link's site); null for the shared standards. */
  forwarder: string | null;
}

/** GS1 mod-10 check digit (SSCC, GSIN, GTIN): weights 3 and 1 from the right, the last digit checks. */
export function hasGs1CheckDigit(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  const all = [...digits].map(Number);
  const check = all.pop()!;
  const sum = all.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * UPU S10 item identifier (PostNord, Posten/Bring, Posti, Deutsche Post and every postal operator's
 * registered and international items): two letters, eight digits, a check digit, the operator's country
 * (RR123456785SE). Check digit: weights 8 6 4 2 3 5 9 7, 11 − sum mod 11, where 10 is 0 and 11 is 5.
 */
export function isUpuS10(text: string): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(text);
  if (!match) return false;
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...match[1]].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  const check = 11 - (sum % 11);
  return (check === 10 ? 0 : check === 11 ? 5 : check) === Number(match[2]);
}

/**
 * UPS: 1Z, six characters of shipper number, two of service, seven of package and a check digit
 * (1Z999AA10123456784). Letters count as (char code − 63) mod 10; odd places once, even places twice.
 */
export function isUpsTrackingNumber(text: string): boolean {
  if (!/^1Z[0-9A-Z]{16}$/.test(text)) return false;
  const values = [...text.slice(2)].map((ch) => (/\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10));
  const check = values.pop()!;
  const sum = values.reduce((total, value, i) => total + value * (i % 2 === 0 ? 1 : 2), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * Tracking sites of the forwarders the storefronts ship with: a link's host is one of these domains or under
 * one (www.postnord.se, tracking.budbee.com, sporing.bring.no).
 */
const TRACKING_SITES: readonly (readonly [forwarder: string, host: RegExp])[] = [
  ['PostNord', /(^|\.)postnord\.(se|no|dk|fi|com)$/],
  ['Bring', /(^|\.)(bring\.(com|no|se)|posten\.no)$/],
  ['DHL', /(^|\.)dhl\.(com|de|se)$/],
  ['UPS', /(^|\.)ups\.com$/],
  ['Budbee', /(^|\.)budbee\.com$/],
  ['Instabox', /(^|\.)(instabox\.(io|se)|instabee\.com)$/],
  ['DB Schenker', /(^|\.)dbschenker\.com$/],
  ['Posti', /(^|\.)posti\.fi$/],
];

/** Query parameters the tracking sites carry the reference in. */
const REFERENCE_PARAMS = [
  'id',
  'shipmentid',
  'trackingnumber',
  'tracking-id',
  'tracking_id',
  'tracknum',
  'piececode',
  'q',
  'query',
  'search',
  'ref',
  'reference',
];

/**
 * A reference in a link: 6 to 40 letters and digits. A query parameter named for it is taken as it is; a
 * path segment needs a digit, or to be written in capitals (Budbee's tokens), so that the sites' own words
 * (/tracking, /sporing, /sv) are not taken for one.
 */
const LINK_REFERENCE = /^[A-Za-z0-9]{6,40}$/;

function fromLink(text: string): TrackingReference | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const site = TRACKING_SITES.find(([, pattern]) => pattern.test(host));
  if (!site) return null;
  const params = [...url.searchParams].filter(([name]) => REFERENCE_PARAMS.includes(name.toLowerCase())).map(([, value]) => value.trim());
  const segments = url.pathname
    .split('/')
    .map(decodeURIComponentSafe)
    .filter((segment) => /\d/.test(segment) || /^[A-Z]+$/.test(segment))
    .reverse();
  const found = [...params, ...segments].find((candidate) => LINK_REFERENCE.test(candidate));
  return found ? { reference: found.toUpperCase(), format: 'link', forwarder: site[0] } : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Upper case without spaces; a GS1 application identifier written in brackets loses them. */
function compact(text: string): string {
  return text
    .replace(/\s+/g, '')
    .replace(/^\((00|402)\)/, '$1')
    .toUpperCase();
}

/**
 * The tracking reference in the text, or null: a UPU S10 item id, a UPS 1Z number, an SSCC (18 digits, or
 * 20 with the application identifier 00; PostNord, Bring, DHL Paket, Schenker, Budbee and Instabox labels),
 * a GSIN shipment number (17 digits; Bring, PostNord), a DHL JJD number, or a link to a forwarder's
 * tracking page. Spaces inside are allowed; every format with a check digit must pass it.
 */
export function trackingReferenceOf(text: string): TrackingReference | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.includes('@')) return null;
  if (/^(https?:\/\/|www\.)/i.test(trimmed) || /^[a-z0-9.-]+\.[a-z]{2,}\//i.test(trimmed)) return fromLink(trimmed);
  const reference = compact(trimmed);
  if (isUpuS10(reference)) return { reference, format: 'upuS10', forwarder: null };
  if (isUpsTrackingNumber(reference)) return { reference, format: 'ups', forwarder: 'UPS' };
  if (/^JJD\d{10,24}$/.test(reference)) return { reference, format: 'dhlJjd', forwarder: 'DHL' };
  const sscc = /^(?:00)?(\d{18})$/.exec(reference);
  if (sscc && hasGs1CheckDigit(sscc[1])) return { reference, format: 'sscc', forwarder: null };
  const gsin = /^(?:402)?(\d{17})$/.exec(reference);
  if (gsin && hasGs1CheckDigit(gsin[1])) return { reference, format: 'gsin', forwarder: null };
  return null;
}

export function looksLikeTrackingReference(text: string): boolean {
  return trackingReferenceOf(text) !== null;
}
