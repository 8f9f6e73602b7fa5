/**
 * A modal dialog owns the keyboard: while one is open (the call lookup, the to-do panel, a confirmation,
 * any dialog of a screen), the global shortcuts wait, so Ctrl+K or `g o` never act behind it. The palette
 * and the cheat sheet are the command layer's own overlays: they hand the keyboard to each other (Ctrl+K
 * in the cheat sheet opens the palette) and are handled by the hotkeys' overlay rule.
 */
import { ui } from '../store/ui';

/** The command layer's own overlays. */
function commandOverlayOpen(): boolean {
  return ui.paletteOpen || ui.cheatSheetOpen;
}

/** A dialog of the page is open (one leaving with its exit animation no longer counts). */
function pageDialogOpen(doc: Document = document): boolean {
  for (const dialog of doc.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
    if (!dialog.closest('[data-exiting]')) return true;
  }
  return false;
}

/** Global shortcuts wait: a dialog other than the command layer's own has the keyboard. */
export function modalOwnsKeyboard(): boolean {
  return !commandOverlayOpen() && pageDialogOpen();
}
