/** Scrolls the nearest scrolling ancestor of `inside` (the ticket's detail panel) a page down or up. */

/** The part of a page that scrolls by: a few lines of the last page stay in view, as the browser's own PageDown. */
const PAGE = 0.85;

function scroller(inside: HTMLElement | null): HTMLElement | null {
  for (let at = inside; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && at.scrollHeight > at.clientHeight) return at;
  }
  return null;
}

export function scrollPage(inside: HTMLElement | null, direction: 1 | -1): void {
  const element = scroller(inside);
  if (element) element.scrollTop += direction * Math.max(40, Math.round(element.clientHeight * PAGE));
}
