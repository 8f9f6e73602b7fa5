import { proxy } from 'valtio';

/** Which overlays of the shell are open. Only client state; server data lives in SWR. */
export const ui = proxy({
  paletteOpen: false,
  cheatSheetOpen: false,
  callLookupOpen: false,
  todoPanelOpen: false,
  sidebarOpen: false,
});

export type Overlay = 'paletteOpen' | 'cheatSheetOpen' | 'callLookupOpen' | 'todoPanelOpen' | 'sidebarOpen';

export function openOverlay(name: Overlay): void {
  ui[name] = true;
}

export function closeOverlay(name: Overlay): void {
  ui[name] = false;
}

export function toggleOverlay(name: Overlay): void {
  ui[name] = !ui[name];
}
