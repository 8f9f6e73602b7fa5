/**
 * Thumbnails of stored images, made on the server with sharp: at most THUMBNAIL_SIZE pixels on the longer
 * side, WebP, kept beside the originals under FILES_DIR/thumbnails by the original's SHA-256, so each is made
 * once whichever process asks first (written atomically like the originals).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { readBytes, writeAtomically } from './file-store';

/** The longer side of a thumbnail, in pixels (list rows show 28, the detail 160, sharp at twice the density). */
const THUMBNAIL_SIZE = 320;

/** The thumbnail's bytes (WebP) of the stored image with this hash, made now if it was not made before. */
export async function thumbnailOf(filesDir: string, sha256: string): Promise<Buffer> {
  const dir = join(filesDir, 'thumbnails');
  const target = join(dir, `${sha256}-${THUMBNAIL_SIZE}.webp`);
  try {
    return await readFile(target);
  } catch {
    // Not made yet.
  }
  const original = await readBytes(filesDir, sha256);
  const bytes = await sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await mkdir(dir, { recursive: true });
  await writeAtomically(target, bytes);
  return bytes;
}
