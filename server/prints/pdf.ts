/**
 * A print template as a PDF (docs/decisions.md "Prints"): its rich text, placeholders already filled, laid out on
 * its paper and orientation, as many copies as it says, each from a page of its own. On A4 and A5 the text wraps
 * and goes on to new pages as a letter does; a label is one page a copy, its text shrunk until it fits (down to
 * 5 pt) and, if it still does not, cut after the last line that fits, which ends in an ellipsis. Data in, bytes
 * out: no database.
 */
import type { Orientation, PaperSize } from '../../src/domain/resources/shop/print-documents';
import { writePdf } from '../pdf/document';
import { drawFlow, drawUnits, fitUnits, layoutBlocks } from '../pdf/layout';
import { parseRichText } from '../pdf/rich-text';

const POINTS_PER_MM = 72 / 25.4;

/**
 * Each paper: its size in millimetres upright (portrait: the short side across), its margin, the body text's size,
 * and whether it is a label. A 62 × 29 mm label in landscape is 62 mm across, as a label printer feeds it.
 */
const PAPERS: Readonly<Record<PaperSize, { mm: [number, number]; margin: number; size: number; label: boolean }>> = {
  A4: { mm: [210, 297], margin: 18, size: 10, label: false },
  A5: { mm: [148, 210], margin: 12, size: 9.5, label: false },
  label102x152: { mm: [102, 152], margin: 5, size: 12, label: true },
  label62x29: { mm: [29, 62], margin: 2.5, size: 10, label: true },
};

/** The smallest text a label shrinks to before it is cut. */
const LABEL_FLOOR = 5;

/** A page's width and height in points. */
function pageSize(paper: PaperSize, orientation: Orientation): [number, number] {
  const [width, height] = PAPERS[paper].mm.map((mm) => mm * POINTS_PER_MM);
  return orientation === 'landscape' ? [height, width] : [width, height];
}

export interface PrintLayout {
  paper: PaperSize;
  orientation: Orientation;
  copies: number;
  /** The template's sanitized HTML with its placeholders filled. */
  html: string;
  /** The PDF's title (its document and record: "Följesedel 100400"). */
  title: string;
}

/** The PDF, and whether a label's text had to be cut to fit. */
export async function printPdf(print: PrintLayout): Promise<{ bytes: Uint8Array; cut: boolean }> {
  const paper = PAPERS[print.paper];
  const [width, height] = pageSize(print.paper, print.orientation);
  const margin = paper.margin * POINTS_PER_MM;
  const box = { left: margin, width: width - 2 * margin, top: height - margin, bottom: margin };
  const blocks = parseRichText(print.html);
  const copies = Math.min(Math.max(Math.trunc(print.copies) || 1, 1), 10);
  let cut = false;
  const bytes = await writePdf({ title: print.title }, ({ fonts, addPage }) => {
    if (paper.label) {
      const fitted = fitUnits(
        (size) => layoutBlocks(blocks, box.left, box.width, size, fonts),
        box.top - box.bottom,
        paper.size,
        LABEL_FLOOR,
      );
      cut = fitted.cut;
      for (let copy = 0; copy < copies; copy += 1) drawUnits(addPage([width, height]), fitted.units, box.top);
      return;
    }
    const units = layoutBlocks(blocks, box.left, box.width, paper.size, fonts);
    for (let copy = 0; copy < copies; copy += 1) {
      const flow = {
        page: addPage([width, height]),
        y: box.top,
        bottom: box.bottom,
        pageHeight: box.top - box.bottom,
        newPage() {
          flow.page = addPage([width, height]);
          flow.y = box.top;
        },
      };
      drawFlow(units, flow, true);
    }
  });
  return { bytes, cut };
}
