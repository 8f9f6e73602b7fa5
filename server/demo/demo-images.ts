/**
 * The demo catalogue's product pictures: one flat PNG per kind of product and colour, drawn as SVG and
 * rendered by sharp (no text, so no font is needed). Made once per process; many products share one file,
 * as a shop's generic pictures do.
 */
import sharp from 'sharp';
import { sha256Of, storeBytes } from '../resources/file-store';
import type { ProductKind } from './resources-catalogue-reviews';

type PictureKind = ProductKind | 'other';

export interface DemoImage {
  /** `kind` or `kind:colour`. */
  key: string;
  name: string;
  bytes: Uint8Array;
  sha256: string;
}

const INK: Record<PictureKind, string> = {
  screen: '#1f2937',
  battery: '#15803d',
  case: '#9d174d',
  glass: '#0e7490',
  charger: '#b45309',
  cable: '#475569',
  powerbank: '#4d7c0f',
  tools: '#78350f',
  audio: '#6d28d9',
  other: '#334155',
};

/** Colour codes of the demo variants (resources-products.ts COLOURS). */
const PICTURE_COLOURS: Readonly<Record<string, string>> = {
  BLK: '#111827',
  WHT: '#f9fafb',
  BLU: '#2563eb',
  RED: '#dc2626',
  GRN: '#16a34a',
};

/** The picture's motif inside a phone-sized frame: a shape that says what the part is. */
function motif(kind: PictureKind, ink: string, fill: string): string {
  switch (kind) {
    case 'screen':
      return `<rect x="160" y="90" width="160" height="300" rx="14" fill="${fill}"/>`;
    case 'battery':
      return `<rect x="185" y="120" width="110" height="240" rx="12" fill="${fill}"/><rect x="215" y="104" width="50" height="18" rx="4" fill="${ink}"/>`;
    case 'glass':
      return `<rect x="160" y="90" width="160" height="300" rx="18" fill="${fill}" fill-opacity="0.35"/><path d="M175 130 L300 110 M175 180 L300 160" stroke="#ffffff" stroke-width="8"/>`;
    case 'case':
      return `<rect x="140" y="70" width="200" height="340" rx="34" fill="none" stroke="${fill}" stroke-width="22"/>`;
    case 'cable':
      return `<path d="M240 90 C 120 190, 360 290, 240 390" fill="none" stroke="${fill}" stroke-width="14" stroke-linecap="round"/>`;
    case 'charger':
      return `<rect x="180" y="170" width="120" height="140" rx="16" fill="${fill}"/><rect x="205" y="130" width="14" height="40" fill="${ink}"/><rect x="261" y="130" width="14" height="40" fill="${ink}"/>`;
    case 'powerbank':
      return `<rect x="170" y="110" width="140" height="260" rx="20" fill="${fill}"/><circle cx="240" cy="320" r="14" fill="#ffffff"/>`;
    case 'audio':
      return `<circle cx="240" cy="240" r="80" fill="${fill}"/><circle cx="240" cy="240" r="34" fill="#ffffff"/>`;
    case 'tools':
      return `<circle cx="240" cy="240" r="60" fill="none" stroke="${fill}" stroke-width="20"/><rect x="230" y="120" width="20" height="240" fill="${fill}"/>`;
    default:
      return `<rect x="170" y="140" width="140" height="200" rx="16" fill="${fill}"/>`;
  }
}

function svgOf(kind: PictureKind, colour: string | null): string {
  const ink = INK[kind];
  const fill = colour ? PICTURE_COLOURS[colour] : ink;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<rect width="480" height="480" fill="#eef1f5"/>
<rect x="120" y="40" width="240" height="400" rx="36" fill="#ffffff" stroke="${ink}" stroke-width="6"/>
${motif(kind, ink, fill)}
</svg>`;
}

const KINDS: PictureKind[] = ['screen', 'battery', 'case', 'glass', 'charger', 'cable', 'powerbank', 'tools', 'audio', 'other'];
/** Kinds whose demo products come in colours. */
const COLOURED: PictureKind[] = ['screen', 'battery', 'case', 'glass', 'cable', 'audio', 'tools'];

let made: Promise<DemoImage[]> | undefined;

/** Every demo picture, rendered once per process. */
export function demoImages(): Promise<DemoImage[]> {
  made ??= (async () => {
    const wanted: [PictureKind, string | null][] = [
      ...KINDS.map((kind) => [kind, null] as [PictureKind, null]),
      ...COLOURED.flatMap((kind) => Object.keys(PICTURE_COLOURS).map((colour) => [kind, colour] as [PictureKind, string])),
    ];
    return Promise.all(
      wanted.map(async ([kind, colour]) => {
        const bytes = new Uint8Array(
          await sharp(Buffer.from(svgOf(kind, colour)))
            .png({ compressionLevel: 9 })
            .toBuffer(),
        );
        const key = colour ? `${kind}:${colour}` : kind;
        return { key, name: `${key.replace(':', '-').toLowerCase()}.png`, bytes, sha256: sha256Of(bytes) };
      }),
    );
  })();
  return made;
}

/** Writes the pictures' bytes to the file store (before the seed's transaction; stored once by content). */
export async function storeDemoImages(filesDir: string): Promise<void> {
  for (const image of await demoImages()) await storeBytes(filesDir, image.sha256, image.bytes);
}
