/**
 * Rich text as a PDF reads it: sanitized HTML (server/resources/sanitize.ts, the rich-text allow-list) as blocks of
 * styled runs. Paragraphs, headings 2–4, preformatted text, quotes (indented), bulleted and numbered lists (nested,
 * indented), line breaks, bold, italic, underline and strike-through, and tables (rows of cells, header cells bold,
 * spans kept; a table inside a cell reads as its text). Links read as their text; images are left out (a print has
 * no network to fetch them from). Text in double braces left after filling (`{{order.numbr}}`) is marked, so the
 * page shows it as an unfilled placeholder instead of dropping it.
 *
 * The input is HTML the allow-list has already written: whole tags, escaped text and attribute values, so a tokenizer
 * of tags and text reads it exactly (the mail-in layout reads its sanitizer's output the same way).
 */
import { decodeEntities } from '../../src/domain/html';
import { isPlaceholder, splitAtPlaceholders } from '../../src/domain/placeholders';

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  /** An unfilled placeholder, as written. */
  unfilled: boolean;
}

export type TextStyle = 'p' | 'h2' | 'h3' | 'h4' | 'pre';

export interface TextBlock {
  kind: 'text';
  style: TextStyle;
  /** Steps of indentation: list depth and quotes. */
  indent: number;
  /** A list item's bullet or number. */
  marker: string | null;
  runs: Run[];
}

interface TableCell {
  header: boolean;
  colspan: number;
  runs: Run[];
}

export interface TableBlock {
  kind: 'table';
  caption: Run[];
  rows: { head: boolean; cells: TableCell[] }[];
}

export type Block = TextBlock | TableBlock;

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|</g;
const TEXT_BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'pre']);
/** Tags that end a line inside a table cell. */
const CELL_LINES = new Set(['p', 'br', 'li', 'h2', 'h3', 'h4', 'pre', 'blockquote', 'tr', 'ul', 'ol']);
/** A table's own structure, which ends the cell being read. */
const TABLE_PARTS = new Set(['td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'caption']);

interface Inline {
  bold: number;
  italic: number;
  underline: number;
  strike: number;
}

function runsOf(text: string, inline: Inline, bold = false): Run[] {
  // Anything between double braces, as the renderer leaves a placeholder it has no value for.
  return splitAtPlaceholders(text).map((part) => ({
    text: part,
    bold: bold || inline.bold > 0,
    italic: inline.italic > 0,
    underline: inline.underline > 0,
    strike: inline.strike > 0,
    unfilled: isPlaceholder(part),
  }));
}

/** Whether runs hold anything to print (text or a line break). */
function hasContent(runs: readonly Run[]): boolean {
  return runs.some((run) => run.text.trim() !== '' || run.text.includes('\n'));
}

/** Sanitized HTML as blocks (see the module's comment). */
export function parseRichText(html: string): Block[] {
  const blocks: Block[] = [];
  const inline: Inline = { bold: 0, italic: 0, underline: 0, strike: 0 };
  const lists: { ordered: boolean; count: number }[] = [];
  let quotes = 0;
  let pre = 0;
  let current: TextBlock | null = null;
  let table: TableBlock | null = null;
  let tableDepth = 0;
  let inHead = false;
  let cell: TableCell | null = null;
  let inCaption = false;

  const flush = () => {
    if (current && hasContent(current.runs)) blocks.push(current);
    current = null;
  };
  const start = (style: TextStyle, marker: string | null = null) => {
    flush();
    current = { kind: 'text', style, indent: lists.length + quotes, marker, runs: [] };
  };
  const target = (): Run[] => {
    if (table && inCaption) return table.caption;
    if (table && cell) return cell.runs;
    if (table) return [];
    if (!current) start('p');
    return current!.runs;
  };
  const style = (name: string, delta: number) => {
    if (name === 'strong' || name === 'b') inline.bold += delta;
    else if (name === 'em' || name === 'i') inline.italic += delta;
    else if (name === 'u') inline.underline += delta;
    else if (name === 's') inline.strike += delta;
  };

  for (const match of html.matchAll(TOKEN)) {
    const [, close, rawName, attributes, rawText] = match;
    if (rawName === undefined) {
      const text = decodeEntities(rawText ?? '<');
      const written = pre > 0 ? text.replace(/\t/g, '    ').replace(/\r\n?/g, '\n') : text.replace(/[ \t\n\r\f]+/g, ' ');
      // White space between blocks is not a paragraph of its own.
      if (written.trim() === '' && !current && !cell && !inCaption) continue;
      target().push(...runsOf(written, inline, !!cell?.header));
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = close === '/';
    style(name, closing ? -1 : 1);
    if (table && cell) {
      const own = tableDepth === 1 && (TABLE_PARTS.has(name) || (name === 'table' && closing));
      if (!own) {
        // Inside a cell: lines, and a table in the cell, read as text.
        if (name === 'table') tableDepth += closing ? -1 : 1;
        else if (!closing && CELL_LINES.has(name) && hasContent(cell.runs)) cell.runs.push(...runsOf('\n', inline));
        else if (!closing && (name === 'td' || name === 'th') && hasContent(cell.runs)) cell.runs.push(...runsOf(' ', inline));
        continue;
      }
      cell = null;
    }
    if (name === 'table') {
      if (closing) {
        if (table && table.rows.some((row) => row.cells.length > 0)) blocks.push(table);
        table = null;
        tableDepth = 0;
      } else {
        flush();
        table = { kind: 'table', caption: [], rows: [] };
        tableDepth = 1;
      }
      continue;
    }
    if (table) {
      if (name === 'thead') inHead = !closing;
      else if (name === 'caption') inCaption = !closing;
      else if (name === 'tr' && !closing) table.rows.push({ head: inHead, cells: [] });
      else if ((name === 'td' || name === 'th') && !closing) {
        if (table.rows.length === 0) table.rows.push({ head: inHead, cells: [] });
        const colspan = Number(/colspan="(\d+)"/.exec(attributes)?.[1] ?? 1);
        cell = { header: name === 'th' || inHead, colspan: Math.min(Math.max(colspan, 1), 20), runs: [] };
        table.rows[table.rows.length - 1].cells.push(cell);
      } else if ((name === 'td' || name === 'th') && closing) cell = null;
      continue;
    }
    if (TEXT_BLOCKS.has(name)) {
      if (name === 'pre') pre += closing ? -1 : 1;
      if (closing) flush();
      else start(name as TextStyle);
    } else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', count: 0 });
    } else if (name === 'li') {
      if (closing) flush();
      else {
        const list = lists[lists.length - 1];
        if (list) list.count += 1;
        start('p', list?.ordered ? `${list.count}.` : lists.length > 1 ? '◦' : '•');
      }
    } else if (name === 'blockquote') {
      flush();
      quotes = Math.max(0, quotes + (closing ? -1 : 1));
    } else if (name === 'br') target().push(...runsOf('\n', inline));
  }
  flush();
  if (table) blocks.push(table);
  return blocks;
}
