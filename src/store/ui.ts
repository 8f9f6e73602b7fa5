import { proxy } from 'valtio';

/** Which overlays of the shell are open. Only client state; server data lives in SWR. */
export const ui = proxy({
  paletteOpen: false,
  cheatSheetOpen: false,
  callLookupOpen: false,
  todoPanelOpen: false,
  sidebarOpen: false,
  shortcutSettingsOpen: false,
  skuFetchOpen: false,
  generateTextsOpen: false,
  returnFormOpen: false,
  customerLinkOpen: false,
  customerMergeOpen: false,
  newTicketOpen: false,
  upsellFormOpen: false,
});

export type Overlay =
  | 'paletteOpen'
  | 'cheatSheetOpen'
  | 'callLookupOpen'
  | 'todoPanelOpen'
  | 'sidebarOpen'
  | 'shortcutSettingsOpen'
  | 'skuFetchOpen'
  | 'generateTextsOpen'
  | 'returnFormOpen'
  | 'customerLinkOpen'
  | 'customerMergeOpen'
  | 'newTicketOpen'
  | 'upsellFormOpen';

export function openOverlay(name: Overlay): void {
  ui[name] = true;
}

export function closeOverlay(name: Overlay): void {
  ui[name] = false;
}

export function toggleOverlay(name: Overlay): void {
  ui[name] = !ui[name];
}

/**
 * The number the call lookup shows (null shows only the lookup field and the recent calls), and the
 * incoming calls announced by `?call=`, counted, so the lookup records each one (a phone number only).
 */
export const callLookup = proxy<{ number: string | null; incoming: number }>({ number: null, incoming: 0 });

/** Open the incoming-call lookup, optionally for a number; `incoming` when a call came in (`?call=`). */
export function openCallLookup(number?: string | null, incoming = false): void {
  if (number != null && number.trim() !== '') callLookup.number = number.trim();
  if (incoming) callLookup.incoming += 1;
  ui.callLookupOpen = true;
}

/** The products the "generate AI texts" dialog generates for (set by its command before it opens). */
export const generateTexts = proxy<{ productIds: number[] }>({ productIds: [] });

export function openGenerateTexts(productIds: readonly number[]): void {
  generateTexts.productIds = [...productIds];
  ui.generateTextsOpen = true;
}

/** The order the "create a return" dialog makes its return from (set by its command before it opens). */
export const returnForm = proxy<{ orderId: number | null; orderNumber: string }>({ orderId: null, orderNumber: '' });

export function openReturnForm(orderId: number, orderNumber: string): void {
  returnForm.orderId = orderId;
  returnForm.orderNumber = orderNumber;
  ui.returnFormOpen = true;
}

/** The order "Add upsell" adds to, at the Version it was read with (set by its command before the dialog opens). */
export const upsellForm = proxy<{ orderId: number | null; orderNumber: string; version: number }>({
  orderId: null,
  orderNumber: '',
  version: 0,
});

export function openUpsellForm(orderId: number, orderNumber: string, version: number): void {
  upsellForm.orderId = orderId;
  upsellForm.orderNumber = orderNumber;
  upsellForm.version = version;
  ui.upsellFormOpen = true;
}

/** The customer a customer dialog acts on (log in as, merge into…), and the login link the server gave. */
export const customerDialog = proxy<{
  customer: { ID: number; Version: number; StoreID: number; Name: string } | null;
  link: { url: string; expiresAt: string } | null;
}>({
  customer: null,
  link: null,
});

/** Whom the "new ticket" dialog opens a ticket for: a customer (their detail, a matched caller). */
export const newTicket = proxy<{ customer: { ID: number; Name: string } | null }>({ customer: null });

/** Open the "new ticket" dialog for a customer. */
export function openNewTicket(customer: { ID: number; Name: string }): void {
  newTicket.customer = customer;
  ui.newTicketOpen = true;
}
