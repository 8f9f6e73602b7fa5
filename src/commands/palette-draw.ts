/**
 * What the palette draws for a keystroke, and when. The options that fit in the palette are drawn in the
 * keystroke's own frame; the rest (up to MAX_ITEMS) follow as soon as that frame is painted, in a
 * transition, so a next keystroke goes first. Until then the rows below the first screenful keep what
 * they showed, so they are updated in place afterwards instead of being unmounted and mounted: out of
 * sight below the first screenful, or made invisible (not removed, which would lay them out again) when
 * the text typed now has fewer rows than a screenful.
 * Each section stays one group: a section that starts above the cut and goes on below it is drawn in
 * two parts of the same group.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PaletteRow, PaletteSection } from './palette-rows';

/** Height of an option row (commands.module.css `.item`); group headings make fewer fit. */
const ROW_PX = 32;

/** Rows drawn in the keystroke's own frame in a list this tall: every row that can be in sight, and one more. */
export function rowsIn(listHeight: number): number {
  return Math.max(8, Math.ceil(listHeight / ROW_PX) + 1);
}

/** Before the list is measured: the palette is at most 70 % of the window. */
export function firstPaintRows(windowHeight: number): number {
  return rowsIn(windowHeight * 0.7);
}

export interface DrawnGroup {
  heading: string;
  /** Rows above the cut, of the text typed now. */
  head: readonly PaletteRow[];
  /** Rows below the cut: of the text typed now, or of an earlier text until they are updated. */
  tail: readonly PaletteRow[];
  /** The tail is an earlier text's and would be in sight: drawn invisible. */
  tailStale: boolean;
  /** Nothing of this group is the text typed now's, and it would be in sight: drawn invisible. */
  stale: boolean;
}

const NO_ROWS: readonly PaletteRow[] = [];

interface Split {
  heads: readonly (readonly PaletteRow[])[];
  tails: readonly (readonly PaletteRow[])[];
}

/** Each section's rows above and below the cut after `budget` rows in all. */
function splitRows(sections: readonly PaletteSection[], budget: number): Split {
  const heads: (readonly PaletteRow[])[] = [];
  const tails: (readonly PaletteRow[])[] = [];
  for (const { rows } of sections) {
    const above = Math.max(0, Math.min(budget, rows.length));
    heads.push(above === rows.length ? rows : rows.slice(0, above));
    tails.push(above === 0 ? rows : above === rows.length ? NO_ROWS : rows.slice(above));
    budget -= rows.length;
  }
  return { heads, tails };
}

export interface Drawn {
  groups: DrawnGroup[];
  /**
   * Draws the rows below the cut now, if they are still an earlier text's (before a key moves the
   * highlight, which walks the rows as drawn).
   */
  complete: () => void;
}

export function useDrawnGroups(sections: readonly PaletteSection[], budget: number): Drawn {
  const split = useMemo(() => splitRows(sections, budget), [sections, budget]);
  const [shownTails, setShownTails] = useState(split.tails);
  const current = shownTails === split.tails;
  const latest = useRef(split.tails);
  latest.current = split.tails;
  const complete = useCallback(() => {
    flushSync(() => setShownTails(latest.current));
  }, []);
  useEffect(() => {
    if (current) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShownTails(split.tails)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [current, split]);

  const groups = useMemo(() => {
    // While the rows above the cut fill the palette, earlier rows below it are out of sight.
    const inSight = !current && split.heads.reduce((n, rows) => n + rows.length, 0) < budget;
    const groups: DrawnGroup[] = [];
    for (let at = 0; at < Math.max(sections.length, shownTails.length); at++) {
      const section = sections[at];
      const head = split.heads[at] ?? NO_ROWS;
      groups.push({
        heading: section?.heading ?? '',
        head,
        tail: (current ? split.tails[at] : shownTails[at]) ?? NO_ROWS,
        tailStale: inSight,
        stale: inSight && (!section || head.length === 0),
      });
    }
    return groups;
  }, [sections, split, shownTails, current, budget]);
  return { groups, complete };
}
