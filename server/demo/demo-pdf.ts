/**
 * One-page A4 PDF documents for the demo's document library: a heading and paragraphs in Helvetica,
 * wrapped to the page width. Written by hand (PDF 1.4, WinAnsi text) so the seed needs no PDF library;
 * any reader opens them.
 */

/** WinAnsiEncoding bytes of the characters outside Latin-1 that Swedish, Norwegian and Finnish texts use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (WIN_ANSI_EXTRA[ch] != null) bytes.push(WIN_ANSI_EXTRA[ch]);
    else if (code < 256) bytes.push(code);
    else bytes.push(0x3f); // "?" for anything the font cannot show
  }
  return bytes;
}

/** A PDF string literal's bytes: parentheses and backslashes escaped. */
function pdfString(text: string): number[] {
  const out: number[] = [0x28];
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out.push(0x5c);
    out.push(byte);
  }
  out.push(0x29);
  return out;
}

/** Words wrapped to lines of at most `width` characters (Helvetica at 11 pt fits about 95 on A4). */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function demoPdf(title: string, paragraphs: readonly string[]): Uint8Array {
  const content: number[] = [];
  const op = (text: string) => content.push(...ascii(text));
  op('BT\n/F1 18 Tf\n56 780 Td\n');
  content.push(...pdfString(title));
  op(' Tj\n/F2 11 Tf\n0 -34 Td\n15 TL\n');
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 92)) {
      content.push(...pdfString(line));
      op(' Tj T*\n');
    }
    op('T*\n');
  }
  op('ET\n');

  const objects: number[][] = [
    ascii('<< /Type /Catalog /Pages 2 0 R >>'),
    ascii('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    ascii('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>'),
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    [...ascii(`<< /Length ${content.length} >>\nstream\n`), ...content, ...ascii('\nendstream')],
  ];
  // The binary comment line marks the file as binary for transfer tools.
  const out: number[] = [...ascii('%PDF-1.4\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a];
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out.push(...ascii(`${i + 1} 0 obj\n`), ...body, ...ascii('\nendobj\n'));
  });
  const xref = out.length;
  out.push(...ascii(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`));
  for (const offset of offsets) out.push(...ascii(`${String(offset).padStart(10, '0')} 00000 n \n`));
  out.push(...ascii(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Uint8Array.from(out);
}
