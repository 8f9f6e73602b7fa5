import { proxy } from 'valtio';

/** Which overlays of the shell are open. Only client state; server data lives in SWR. */
export const ui = proxy({
  paletteOpen: false,
  cheatSheetOpen: false,
  callLookupOpen: false,
  todoPanelOpen: false,
  sidebarOpen: false,
  shortcutSettingsOpen: false,
});

export type Overlay = 'paletteOpen' | 'cheatSheetOpen' | 'callLookupOpen' | 'todoPanelOpen' | 'sidebarOpen' | 'shortcutSettingsOpen';

export function openOverlay(name: Overlay): void {
  ui[name] = true;
}

export function closeOverlay(name: Overlay): void {
  ui[name] = false;
}

export function toggleOverlay(name: Overlay): void {
  ui[name] = !ui[name];
}

/** The number the call lookup shows; null shows only the lookup field and the recent calls. */
export const callLookup = proxy<{ number: string | null }>({ number: null });

/** Open the incoming-call lookup, optionally for a number (the palette calls this with a typed number). */
export function openCallLookup(number?: string | null): void {
  if (number != null && number.trim() !== '') callLookup.number = number.trim();
  ui.callLookupOpen = true;
}
