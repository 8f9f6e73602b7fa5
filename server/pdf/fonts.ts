/**
 * The fonts every PDF of the shop embeds: DejaVu Sans in four faces (regular, bold, oblique, bold oblique) from the
 * `dejavu-fonts-ttf` package, through @pdf-lib/fontkit and subset to the letters used, so every customer's name
 * prints (Łukasz Dvořák, Sámi and Baltic letters, "×"), not only WinAnsi's. Each file is read and parsed once per
 * process: pdf-lib parses the font bytes on every embedding, which is most of a document's time; the parsed font is
 * only read (each document makes its own subset from it).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const requireFrom = createRequire(import.meta.url);

const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();

/** @pdf-lib/fontkit with each font file parsed once per process. */
const cachingFontkit: typeof fontkit = {
  create(buffer: Uint8Array, postscriptName?: string) {
    if (postscriptName) return fontkit.create(buffer, postscriptName);
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsedFonts.set(buffer, font);
    }
    return font;
  },
};

const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
} as const;

export type FontFace = keyof typeof FILES;

const bytes = new Map<FontFace, Promise<Uint8Array>>();

/** A face's font file, read from the package once per process. */
function fontBytes(face: FontFace): Promise<Uint8Array> {
  let read = bytes.get(face);
  if (!read) {
    read = readFile(requireFrom.resolve(`dejavu-fonts-ttf/ttf/${FILES[face]}`)).then((file) => new Uint8Array(file));
    bytes.set(face, read);
  }
  return read;
}

/** The faces a document writes with. */
export type Fonts = Record<FontFace, PDFFont>;

/**
 * The faces embedded in a document (its fontkit registered), subset to what it prints. A face the document never
 * writes with costs nothing in the file: pdf-lib writes a subset only of the glyphs used.
 */
export async function embedFonts<F extends FontFace = FontFace>(pdf: PDFDocument, faces: readonly F[]): Promise<Record<F, PDFFont>> {
  pdf.registerFontkit(cachingFontkit);
  const embedded = await Promise.all(
    faces.map(async (face) => [face, await pdf.embedFont(await fontBytes(face), { subset: true })] as const),
  );
  return Object.fromEntries(embedded) as Record<F, PDFFont>;
}
