/**
 * The server's one PDF document writer (pdf-lib, docs/decisions.md "One PDF writer"): every PDF the shop makes is
 * written through `writePdf`: invoices, credit notes (a chargeback's too) and reminder letters, alone or many in a
 * print run (server/billing/pdf/letter.ts), and the print templates (server/prints/pdf.ts). A document is titled
 * and credited to the Backoffice, written with the shop's fonts (./fonts.ts, the one font loader: DejaVu Sans,
 * so every customer's name prints), and embeds each image once however many pages show it.
 */
import { PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import { embedFonts, type Fonts } from './fonts';

/** An image to draw: a PNG or JPEG's bytes and type (any other type draws nothing). */
interface PdfImageSource {
  bytes: Uint8Array;
  type: string;
}

/** A document being written. */
export interface PdfDocument {
  readonly fonts: Fonts;
  readonly addPage: (size: [number, number]) => PDFPage;
  /** The image embedded in this document (once per source); null for none or a type a PDF cannot hold. */
  readonly image: (source: PdfImageSource | null | undefined) => Promise<PDFImage | null>;
}

export interface PdfOptions {
  title: string;
  /** Whether the text may be italic (a rich text's <em>); without, the italic faces are the upright ones. */
  italics?: boolean;
}

/** Writes one PDF: `write` draws its pages; answers the file's bytes. */
export async function writePdf(options: PdfOptions, write: (document: PdfDocument) => Promise<void> | void): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title);
  pdf.setCreator('Backoffice');
  // The italic faces only when the text may use them: an unused face costs its embedding's time.
  const upright = await embedFonts(pdf, ['regular', 'bold']);
  const italics =
    options.italics === false ? { italic: upright.regular, boldItalic: upright.bold } : await embedFonts(pdf, ['italic', 'boldItalic']);
  const images = new Map<Uint8Array, Promise<PDFImage | null>>();
  await write({
    fonts: { ...upright, ...italics },
    addPage: (size) => pdf.addPage(size),
    image: (source) => {
      if (!source) return Promise.resolve(null);
      let embedded = images.get(source.bytes);
      if (!embedded) {
        embedded =
          source.type === 'image/png'
            ? pdf.embedPng(source.bytes)
            : source.type === 'image/jpeg'
              ? pdf.embedJpg(source.bytes)
              : Promise.resolve(null);
        images.set(source.bytes, embedded);
      }
      return embedded;
    },
  });
  return pdf.save();
}
