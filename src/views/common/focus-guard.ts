/**
 * Nothing but the user moves the keyboard focus out of a text field. A focus move the console makes later
 * than the key that asked for it (the row after Esc once the list has loaded, the record once it renders,
 * a list's first row when it arrives) first checks where the user is now: when they have gone into a text
 * field (the list's filter after `/`, a picker, the palette) or a dialog since, the move is dropped, so the
 * rest of what they type lands where they aimed and never fires list keys.
 */

/** An element a person types into: a text input, a textarea, a select, a combobox, editable content. */
function isTextField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  const role = element.getAttribute('role');
  if (role === 'combobox' || role === 'searchbox' || role === 'textbox') return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image', 'hidden'].includes(element.type);
  }
  return false;
}

/** The focus is inside a modal dialog (the palette, a confirmation): the console leaves it there. */
function inDialog(element: Element | null): boolean {
  return !!element?.closest('[role="dialog"], [role="alertdialog"]');
}

/** Where the focus was when the user asked for a move: the element, or null for nowhere in particular. */
export type FocusOrigin = Element | null;

/** Where the focus is now, to hand to a move that happens later. */
export function focusOrigin(): FocusOrigin {
  return document.activeElement;
}

/**
 * A move asked for from `origin` may still happen: the user has not gone into a text field or a dialog since
 * (staying where they asked from, or being inside `target` already, is fine).
 */
export function mayMoveFocus(origin: FocusOrigin, target?: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === origin) return true;
  if (target && (target === active || target.contains(active))) return true;
  return !isTextField(active) && !inDialog(active);
}

/** Focus `target` unless the user has since gone into a text field or a dialog; true when it has the focus. */
export function focusUnlessTyping(target: HTMLElement | null | undefined, origin: FocusOrigin, options?: FocusOptions): boolean {
  if (!target || !mayMoveFocus(origin, target)) return false;
  if (document.activeElement !== target) target.focus(options);
  return true;
}
