/**
 * Palette input kinds (src/domain/input-kinds.ts, src/domain/tracking.ts): real-looking order numbers,
 * phone numbers, e-mail addresses and tracking references are each read as one kind only, the ambiguous
 * ones included, and no text at all is read as two.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inputKind,
  looksLikeEmail,
  looksLikeOrderNumber,
  looksLikePhoneFirst,
  looksLikeSku,
  looksLikeTrackingReference,
  trackingReferenceOf,
} from '../../src/domain/input-kinds';
import { hasGs1CheckDigit, isUpsTrackingNumber, isUpuS10 } from '../../src/domain/tracking';

/** The predicates that put an action first: at most one may hold for any text. */
const FIRST = {
  orderNumber: looksLikeOrderNumber,
  phone: looksLikePhoneFirst,
  email: looksLikeEmail,
  trackingReference: looksLikeTrackingReference,
  sku: looksLikeSku,
};
const kindsOf = (text: string) =>
  Object.entries(FIRST)
    .filter(([, test]) => test(text))
    .map(([kind]) => kind);

describe('tracking references', () => {
  it.each([
    // UPU S10 items: PostNord, Posten/Bring, Posti, Deutsche Post (check digit 8 6 4 2 3 5 9 7)
    ['RR123456785SE', 'upuS10', 'RR123456785SE', null],
    ['UA 123 456 785 SE', 'upuS10', 'UA123456785SE', null],
    ['ls123456785no', 'upuS10', 'LS123456785NO', null],
    // UPS 1Z numbers
    ['1Z999AA10123456784', 'ups', '1Z999AA10123456784', 'UPS'],
    ['1z5r89390357567127', 'ups', '1Z5R89390357567127', 'UPS'],
    ['1Z 879E 9303 4683 4440', 'ups', '1Z879E930346834440', 'UPS'],
    // SSCC parcel numbers (Bring kollinummer, PostNord, DHL Paket, Budbee and Instabox labels), with or without AI 00
    ['370725380000086508', 'sscc', '370725380000086508', null],
    ['00370725380000086508', 'sscc', '00370725380000086508', null],
    ['(00) 370725380000086508', 'sscc', '00370725380000086508', null],
    ['3707 2538 0000 0865 08', 'sscc', '370725380000086508', null],
    // GSIN shipment numbers (Bring sendingsnummer, PostNord shipment id)
    ['70725380000051451', 'gsin', '70725380000051451', null],
    // DHL Paket international / eCommerce
    ['JJD0012345678901234', 'dhlJjd', 'JJD0012345678901234', 'DHL'],
    // the forwarders' tracking links
    ['https://tracking.budbee.com/KBCZQDBQ', 'link', 'KBCZQDBQ', 'Budbee'],
    ['https://track.instabox.io/sv/track/11ABC22DE', 'link', '11ABC22DE', 'Instabox'],
    ['https://www.postnord.se/vara-verktyg/sok-forsandelse?shipmentId=UA123456785SE', 'link', 'UA123456785SE', 'PostNord'],
    ['https://www.dhl.com/se-sv/home/tracking.html?tracking-id=1234567890', 'link', '1234567890', 'DHL'],
    ['sporing.bring.no/sporing/370725380000086508', 'link', '370725380000086508', 'Bring'],
    ['www.ups.com/track?tracknum=1Z999AA10123456784', 'link', '1Z999AA10123456784', 'UPS'],
  ])('%s is a %s tracking reference', (text, format, reference, forwarder) => {
    expect(trackingReferenceOf(text)).toEqual({ format, reference, forwarder });
    expect(inputKind(text)).toBe('trackingReference');
    expect(kindsOf(text)).toEqual(['trackingReference']);
  });

  it.each([
    ['RR123456784SE', 'an S10 id with a wrong check digit'],
    ['1Z999AA10123456785', 'a UPS number with a wrong check digit'],
    ['370725380000086509', 'an SSCC with a wrong check digit'],
    ['70725380000051452', 'a GSIN with a wrong check digit'],
    ['1234567890', 'ten digits (a DHL Express waybill reads as an order number)'],
    ['https://www.example.com/track/370725380000086508', 'a link to a site that is no forwarder'],
    ['https://notpostnord.se/track/370725380000086508', 'a site whose name only ends like a forwarder'],
    ['https://postnord.se.example.com/track/370725380000086508', 'a site that only starts like a forwarder'],
    ['https://tracking.budbee.com/sv', 'a forwarder link without a reference'],
    ['https://www.postnord.se/tracking', 'a forwarder page in lower-case words'],
    ['kalle@ups.com', 'an e-mail at a forwarder'],
    ['', 'nothing'],
  ])('%s is not one (%s)', (text) => {
    expect(looksLikeTrackingReference(text)).toBe(false);
  });

  it('checks the digits of each standard', () => {
    expect(isUpuS10('RR123456785SE')).toBe(true);
    // S10's two special remainders: 11 − 1 = 10 → 0 and 11 − 0 = 11 → 5
    expect(isUpuS10('EE000040000SE')).toBe(true);
    expect(isUpuS10('EE000000000SE')).toBe(false);
    expect(isUpuS10('EE000000005SE')).toBe(true);
    expect(isUpsTrackingNumber('1Z410E7W0392751591')).toBe(true);
    expect(isUpsTrackingNumber('1Z8V92A70367203024')).toBe(true);
    expect(hasGs1CheckDigit('73513537')).toBe(true);
    expect(hasGs1CheckDigit('73513538')).toBe(false);
  });
});

describe('order numbers, phone numbers, e-mail addresses and tracking references apart', () => {
  it.each([
    ['100234', 'orderNumber'],
    ['12345678', 'orderNumber'],
    ['46701234567', 'orderNumber'], // an international number without + or 00 reads as an order number first
    ['1234567890', 'orderNumber'],
    ['1234567890123456', 'orderNumber'],
    ['0701234567', 'phone'],
    ['070-123 45 67', 'phone'],
    ['+46 70 123 45 67', 'phone'],
    ['0046 8 123 456 78', 'phone'],
    ['+47 912 34 567', 'phone'],
    ['(08) 123 456 78', 'phone'],
    ['kalle@example.com', 'email'],
    ['anna.svensson+shop@butik.se', 'email'],
    ['370725380000086508@example.com', 'email'],
    ['RR123456785SE', 'trackingReference'],
    ['1Z999AA10123456784', 'trackingReference'],
    ['00370725380000086508', 'trackingReference'],
    ['70725380000051451', 'trackingReference'],
    ['IP12-SCR-BLK', 'sku'],
    ['RR123456784SE', 'sku'], // no valid S10 id: a product code of the same shape
    ['SM-A525F', 'sku'],
  ])('%s is read as %s only', (text, kind) => {
    expect(inputKind(text)).toBe(kind);
    expect(kindsOf(text)).toEqual([kind]);
  });

  it.each(['', '   ', '1234', '12 34', '01234', 'orders', 'Åsa Öberg', '12345678901234567', '3707253800000865081', '+'])(
    '%j is none of them',
    (text) => {
      expect(inputKind(text)).toBeNull();
      expect(kindsOf(text)).toEqual([]);
    },
  );

  it('reads no generated text as two kinds', () => {
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
    const text = fc.oneof(
      digits(1, 22),
      fc
        .tuple(fc.constantFrom('', '+', '00', '0', '(00) '), digits(1, 20), fc.constantFrom('', ' ', '-'))
        .map(([a, b, sep]) => `${a}${b.replace(/(\d{3})/g, `$1${sep}`)}`),
      fc.stringMatching(/^[A-Z]{2}\d{9}[A-Z]{2}$/),
      fc.stringMatching(/^1Z[0-9A-Z]{16}$/),
      fc.stringMatching(/^[A-Za-z0-9@.+\-_ /]{0,24}$/),
      fc.string(),
    );
    fc.assert(
      fc.property(text, (t) => {
        const kinds = kindsOf(t);
        expect(kinds.length).toBeLessThanOrEqual(1);
        expect(inputKind(t)).toBe(kinds[0] ?? null);
      }),
      { numRuns: 2000 },
    );
  });
});
