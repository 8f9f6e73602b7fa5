/**
 * Reading an import file: semicolon-separated, UTF-8 (a byte-order mark is dropped), headers in the first row,
 * quotes as RFC 4180 has them (csv-parse). Lines come in batches so a big file is held once as bytes and never
 * as a whole array of rows; a line the parser cannot read is reported with its number and the reading goes on.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

export interface FileLine {
  /** The file's line number (the header is line 1). */
  line: number;
  cells: string[];
}

export interface Unreadable {
  line: number;
  reason: string;
}

export interface FileBatch {
  lines: FileLine[];
  unreadable: Unreadable[];
}

export async function* readCsv(bytes: Uint8Array, batchSize: number): AsyncGenerator<{ header: string[] } | FileBatch> {
  const parser = Readable.from([Buffer.from(bytes)]).pipe(
    parse({ delimiter: ';', bom: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true, info: true }),
  );
  let unreadable: Unreadable[] = [];
  parser.on('skip', (error: Error & { lines?: number }) => {
    unreadable.push({
      line: error.lines ?? 0,
      reason: error.message.replace(/^Invalid (Record|Opening Quote|Closing Quote)[^:]*:\s*/, '').slice(0, 200) || error.message,
    });
  });
  let header: string[] | null = null;
  let lines: FileLine[] = [];
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!header) {
      header = record;
      yield { header };
      continue;
    }
    lines.push({ line: info.lines, cells: record });
    if (lines.length >= batchSize) {
      yield { lines, unreadable };
      lines = [];
      unreadable = [];
    }
  }
  if (!header) yield { header: [] };
  if (lines.length || unreadable.length) yield { lines, unreadable };
}
