/**
 * Rich text's blocks (./rich-text.ts) laid out in a box of a given width: words wrapped to the width (a word wider
 * than the box broken where it must, so nothing runs off the page), headings, list markers and indents, and tables
 * with columns as wide as their text asks, within the box. The result is a list of units, bands of a height that
 * are placed top-down: `drawFlow` on sheets, going on to a new page where the space ends (a heading never left last
 * on a page, a table row kept whole where a page can hold it, the header row repeated above a table's rows on a new
 * page); `fitUnits` on a label, which has one page: the text shrinks until it fits, down to a floor, and what still
 * does not fit is cut after the last line that does, which ends in an ellipsis.
 */
import { rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Fonts } from './fonts';
import type { Block, Run, TableBlock, TextBlock, TextStyle } from './rich-text';

const BLACK = rgb(0, 0, 0);
/** An unfilled placeholder: red, so it is seen on paper before the document goes out. */
const UNFILLED = rgb(0.8, 0.05, 0.05);
const ROW_RULE = rgb(0.75, 0.75, 0.75);
const HEAD_RULE = rgb(0.25, 0.25, 0.25);
const ELLIPSIS = '…';

interface TextOp {
  kind: 'text';
  x: number;
  /** The baseline, down from the unit's top. */
  y: number;
  text: string;
  font: PDFFont;
  size: number;
  color: Color;
}

interface RuleOp {
  kind: 'rule';
  x1: number;
  x2: number;
  y: number;
  thickness: number;
  color: Color;
}

export interface Unit {
  height: number;
  /** Space above it; none at a page's top. */
  gap: number;
  ops: (TextOp | RuleOp)[];
  /** How far right its text may reach (an ellipsis is fitted within it). */
  right: number;
  /** Not left last on a page (a heading, a table's header row): a new page comes first. */
  keepWithNext?: boolean;
  /** The height of the group it opens (a table row), kept on one page when a page can hold it. */
  group?: number;
  /** Drawn again above it when it opens a page (a table's header row). */
  repeat?: Unit[];
}

interface Piece {
  text: string;
  font: PDFFont;
  size: number;
  color: Color;
  underline: boolean;
  strike: boolean;
  width: number;
  x: number;
}

interface Line {
  pieces: Piece[];
  width: number;
}

function fontOf(fonts: Fonts, run: Run): PDFFont {
  if (run.bold) return run.italic ? fonts.boldItalic : fonts.bold;
  return run.italic ? fonts.italic : fonts.regular;
}

/** Runs wrapped to `width`: words kept whole where they fit, `\n` a line break, a too-wide word broken. */
function wrap(runs: readonly Run[], width: number, size: number, fonts: Fonts): Line[] {
  const lines: Line[] = [];
  let line: Line = { pieces: [], width: 0 };
  let space: Piece | null = null;
  const push = () => {
    lines.push(line);
    line = { pieces: [], width: 0 };
    space = null;
  };
  const add = (piece: Piece) => {
    const last = line.pieces[line.pieces.length - 1];
    if (
      last &&
      last.font === piece.font &&
      last.color === piece.color &&
      last.underline === piece.underline &&
      last.strike === piece.strike
    ) {
      last.text += piece.text;
      last.width += piece.width;
    } else line.pieces.push({ ...piece, x: line.width });
    line.width += piece.width;
  };
  for (const run of runs) {
    const font = fontOf(fonts, run);
    const color = run.unfilled ? UNFILLED : BLACK;
    const piece = (text: string): Piece => ({
      text,
      font,
      size,
      color,
      underline: run.underline,
      strike: run.strike,
      width: font.widthOfTextAtSize(text, size),
      x: 0,
    });
    for (const token of run.text.match(/\n|[^\S\n]+|\S+/g) ?? []) {
      if (token === '\n') push();
      else if (/^\s+$/.test(token)) space = line.pieces.length ? piece(' ') : null;
      else {
        let word = piece(token);
        const gap = space ? space.width : 0;
        if (line.width + gap + word.width <= width) {
          if (space) add(space);
          space = null;
          add(word);
          continue;
        }
        if (line.pieces.length) push();
        while (word.width > width) {
          const letters = Array.from(word.text);
          let fits = 1;
          while (fits < letters.length && font.widthOfTextAtSize(letters.slice(0, fits + 1).join(''), size) <= width) fits += 1;
          add(piece(letters.slice(0, fits).join('')));
          push();
          word = piece(letters.slice(fits).join(''));
        }
        add(word);
      }
    }
  }
  if (line.pieces.length || lines.length === 0) lines.push(line);
  return lines;
}

/** A line's text and its underlines and strike-throughs, from `x` with the baseline `y` down from the unit's top. */
function lineOps(line: Line, x: number, y: number): (TextOp | RuleOp)[] {
  return line.pieces.flatMap((p) => {
    const ops: (TextOp | RuleOp)[] = [{ kind: 'text', x: x + p.x, y, text: p.text, font: p.font, size: p.size, color: p.color }];
    const rule = (dy: number): RuleOp => ({
      kind: 'rule',
      x1: x + p.x,
      x2: x + p.x + p.width,
      y: y + dy,
      thickness: p.size / 16,
      color: p.color,
    });
    if (p.underline) ops.push(rule(p.size * 0.15));
    if (p.strike) ops.push(rule(-p.size * 0.3));
    return ops;
  });
}

const SCALE: Readonly<Record<TextStyle, number>> = { p: 1, h2: 1.45, h3: 1.25, h4: 1.1, pre: 0.95 };
const LEADING = 1.3;

function textUnits(block: TextBlock, left: number, width: number, base: number, fonts: Fonts): Unit[] {
  const size = base * SCALE[block.style];
  const heading = block.style !== 'p' && block.style !== 'pre';
  const indent = Math.min(block.indent * base * 1.6, width / 2);
  const runs = heading ? block.runs.map((run) => ({ ...run, bold: true })) : block.runs;
  const lines = wrap(runs, width - indent, size, fonts);
  const gap = heading ? base * 0.9 : block.marker ? base * 0.25 : base * 0.55;
  return lines.map((line, i): Unit => {
    const ops = lineOps(line, left + indent, size);
    if (i === 0 && block.marker) {
      const x = left + indent - fonts.regular.widthOfTextAtSize(block.marker, size) - base * 0.4;
      ops.push({ kind: 'text', x: Math.max(left, x), y: size, text: block.marker, font: fonts.regular, size, color: BLACK });
    }
    return { height: size * LEADING, gap: i === 0 ? gap : 0, ops, right: left + width, keepWithNext: heading && i === lines.length - 1 };
  });
}

/** The widest line of runs unwrapped, and the widest word (what a column cannot go below). */
function measure(runs: readonly Run[], size: number, fonts: Fonts): { natural: number; minimum: number } {
  const natural = Math.max(0, ...wrap(runs, Infinity, size, fonts).map((line) => line.width));
  const words = runs.flatMap((run) => (run.text.match(/\S+/g) ?? []).map((word) => fontOf(fonts, run).widthOfTextAtSize(word, size)));
  return { natural, minimum: Math.max(0, ...words) };
}

/** Column widths within `width`: as wide as their text asks, the room beyond shared by what each asks for. */
function columnWidths(table: TableBlock, columns: number, width: number, size: number, pad: number, fonts: Fonts): number[] {
  const natural = new Array<number>(columns).fill(2 * pad + size);
  const minimum = new Array<number>(columns).fill(2 * pad + size);
  for (const row of table.rows) {
    let column = 0;
    for (const cell of row.cells) {
      if (cell.colspan === 1 && column < columns) {
        const measured = measure(
          cell.runs.map((run) => ({ ...run, bold: run.bold || cell.header })),
          size,
          fonts,
        );
        natural[column] = Math.max(natural[column], measured.natural + 2 * pad);
        minimum[column] = Math.max(minimum[column], Math.min(measured.minimum + 2 * pad, width / 2));
      }
      column += cell.colspan;
    }
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  if (sum(natural) <= width) return natural.map((n) => (n * width) / sum(natural));
  if (sum(minimum) >= width) return minimum.map((m) => (m * width) / sum(minimum));
  const room = width - sum(minimum);
  const wanted = sum(natural) - sum(minimum);
  return minimum.map((m, i) => m + ((natural[i] - m) * room) / wanted);
}

function tableUnits(table: TableBlock, left: number, width: number, base: number, fonts: Fonts): Unit[] {
  const size = base * 0.95;
  const pad = size * 0.35;
  const leading = size * LEADING;
  const columns = Math.max(1, ...table.rows.map((row) => row.cells.reduce((n, cell) => n + cell.colspan, 0)));
  const widths = columnWidths(table, columns, width, size, pad, fonts);
  const starts = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const units: Unit[] = [];
  if (table.caption.some((run) => run.text.trim())) {
    const caption = {
      kind: 'text',
      style: 'p',
      indent: 0,
      marker: null,
      runs: table.caption.map((run) => ({ ...run, italic: true })),
    } as const;
    units.push(...textUnits(caption, left, width, size, fonts));
  }
  const headRows = table.rows.findIndex((row) => !(row.head || (row === table.rows[0] && row.cells.every((cell) => cell.header))));
  const header: Unit[] = [];
  table.rows.forEach((row, r) => {
    const isHead = headRows === -1 || r < headRows;
    let column = 0;
    const cells = row.cells.map((cell) => {
      const at = Math.min(column, columns - 1);
      const span = widths.slice(at, at + cell.colspan).reduce((a, b) => a + b, 0);
      column += cell.colspan;
      const runs = cell.runs.map((run) => ({ ...run, bold: run.bold || cell.header }));
      return { x: starts[at] + pad, lines: cell.runs.some((run) => run.text.trim()) ? wrap(runs, span - 2 * pad, size, fonts) : [] };
    });
    const count = Math.max(1, ...cells.map((cell) => cell.lines.length));
    const rowUnits = Array.from({ length: count }, (_, k): Unit => {
      const top = k === 0 ? pad : 0;
      const bottom = k === count - 1 ? pad : 0;
      const ops = cells.flatMap((cell) => (cell.lines[k] ? lineOps(cell.lines[k], cell.x, top + size) : []));
      const height = top + leading + bottom;
      if (k === count - 1) {
        ops.push({
          kind: 'rule',
          x1: left,
          x2: left + width,
          y: height,
          thickness: isHead ? 0.8 : 0.4,
          color: isHead ? HEAD_RULE : ROW_RULE,
        });
      }
      return { height, gap: 0, ops, right: left + width };
    });
    rowUnits[0].group = rowUnits.reduce((sum, unit) => sum + unit.height, 0);
    if (isHead) {
      rowUnits[rowUnits.length - 1].keepWithNext = true;
      header.push(...rowUnits);
    } else for (const unit of rowUnits) unit.repeat = header;
    units.push(...rowUnits);
  });
  if (units.length) units[0].gap = base * 0.6;
  return units;
}

/** The blocks as units in a box `width` wide starting at `left`, the body text `size` points. */
export function layoutBlocks(blocks: readonly Block[], left: number, width: number, size: number, fonts: Fonts): Unit[] {
  return blocks.flatMap((block) =>
    block.kind === 'table' ? tableUnits(block, left, width, size, fonts) : textUnits(block, left, width, size, fonts),
  );
}

function drawUnit(page: PDFPage, unit: Unit, top: number): void {
  for (const op of unit.ops) {
    if (op.kind === 'text') page.drawText(op.text, { x: op.x, y: top - op.y, size: op.size, font: op.font, color: op.color });
    else page.drawLine({ start: { x: op.x1, y: top - op.y }, end: { x: op.x2, y: top - op.y }, thickness: op.thickness, color: op.color });
  }
}

/** Where units flow: the page being written, the top of what comes next, the bottom it may reach, and the next page. */
export interface Flow {
  readonly page: PDFPage;
  y: number;
  readonly bottom: number;
  /** The height from a new page's top to the bottom. */
  readonly pageHeight: number;
  /** Starts a new page: `page` and `y` then name it. */
  newPage(): void;
}

/**
 * The units from the flow's `y` down, on new pages as the space ends (see the module's comment). `fresh`: the flow
 * starts at a page's top, so the first unit's space above is left out.
 */
export function drawFlow(units: readonly Unit[], flow: Flow, fresh = false): void {
  const place = (unit: Unit, gap: number) => {
    drawUnit(flow.page, unit, flow.y - gap);
    flow.y -= gap + unit.height;
    fresh = false;
  };
  units.forEach((unit, i) => {
    const gap = fresh ? 0 : unit.gap;
    const repeated = (unit.repeat ?? []).reduce((sum, r) => sum + r.height, 0);
    let needed = unit.height;
    if (unit.group && unit.group + repeated <= flow.pageHeight) needed = unit.group;
    const next = units[i + 1];
    if (unit.keepWithNext && next) needed = unit.height + next.gap + (next.group ?? next.height);
    if (!fresh && flow.y - gap - needed < flow.bottom) {
      flow.newPage();
      fresh = true;
      for (const again of unit.repeat ?? []) place(again, 0);
    }
    place(unit, fresh ? 0 : unit.gap);
  });
}

function heightOf(units: readonly Unit[]): number {
  return units.reduce((sum, unit, i) => sum + unit.height + (i === 0 ? 0 : unit.gap), 0);
}

/** The last text of the units, cut so that it and an ellipsis end within the unit's right edge. */
function endWithEllipsis(units: Unit[]): void {
  for (let u = units.length - 1; u >= 0; u -= 1) {
    const texts = units[u].ops.filter((op): op is TextOp => op.kind === 'text');
    const last = texts.reduce<TextOp | null>((found, op) => (!found || op.x >= found.x ? op : found), null);
    if (!last) continue;
    const letters = Array.from(last.text);
    const fits = () => last.x + last.font.widthOfTextAtSize(`${letters.join('').trimEnd()}${ELLIPSIS}`, last.size) <= units[u].right;
    while (letters.length && !fits()) letters.pop();
    last.text = `${letters.join('').trimEnd()}${ELLIPSIS}`;
    return;
  }
}

/**
 * The units laid out at the largest size from `size` down to `floor` (steps of half a point) that fits `height`;
 * at the floor, those that fit, the last ending in an ellipsis (`cut`).
 */
export function fitUnits(
  layout: (size: number) => Unit[],
  height: number,
  size: number,
  floor: number,
): { units: Unit[]; size: number; cut: boolean } {
  let at = size;
  let units = layout(at);
  while (heightOf(units) > height && at > floor) {
    at = Math.max(floor, at - 0.5);
    units = layout(at);
  }
  if (heightOf(units) <= height) return { units, size: at, cut: false };
  const kept: Unit[] = [];
  for (const unit of units) {
    if (heightOf([...kept, unit]) > height && kept.length) break;
    kept.push(unit);
  }
  endWithEllipsis(kept);
  return { units: kept, size: at, cut: true };
}

/** Units drawn from `top` down on one page, without page breaks (a label). */
export function drawUnits(page: PDFPage, units: readonly Unit[], top: number): void {
  let y = top;
  units.forEach((unit, i) => {
    y -= i === 0 ? 0 : unit.gap;
    drawUnit(page, unit, y);
    y -= unit.height;
  });
}
