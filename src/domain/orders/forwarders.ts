/**
 * The forwarders an order is shipped with (issue 9 §1 fulfilments), each with the address of its public
 * tracking page: `{ref}` is replaced by the tracking reference, URL-encoded. The order fulfilments' tracking
 * link is computed from this table in SQL on the server (server/orders/tracking.ts), so a forwarder that
 * moves its tracking page changes here once and every old fulfilment links to the new page.
 */
export const FORWARDERS = {
  postnord: 'https://tracking.postnord.com/se/?id={ref}',
  dhl: 'https://www.dhl.com/se-sv/home/tracking/tracking-parcel.html?submit=1&tracking-id={ref}',
  ups: 'https://www.ups.com/track?tracknum={ref}',
  bring: 'https://tracking.bring.com/tracking/{ref}',
  budbee: 'https://tracking.budbee.com/{ref}',
  instabox: 'https://track.instabox.io/{ref}',
  dbschenker: 'https://www.dbschenker.com/app/tracking-public/?refNumber={ref}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={ref}',
  gls: 'https://gls-group.com/track/{ref}',
  posti: 'https://www.posti.fi/fi/seuranta#/lahetys/{ref}',
} as const;

export type Forwarder = keyof typeof FORWARDERS;
export const FORWARDER_CODES = Object.keys(FORWARDERS) as Forwarder[];

/** The tracking page of one parcel (the same rule the server's SQL follows), or null without a reference. */
export function trackingLink(forwarder: string, reference: string | null | undefined): string | null {
  const template = (FORWARDERS as Record<string, string>)[forwarder];
  if (!template || !reference) return null;
  return template.replace('{ref}', encodeURIComponent(reference));
}
