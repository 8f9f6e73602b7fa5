/**
 * The bytes of uploaded files on disk under FILES_DIR, named by their SHA-256 (identical uploads share
 * one file). Written atomically: a temporary file in the same directory, then a rename, so a reader never
 * sees half a file and a crash leaves no partial one under a real name.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function pathOf(dir: string, sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
  return join(dir, sha256);
}

export async function storeBytes(dir: string, sha256: string, bytes: Uint8Array): Promise<void> {
  const target = pathOf(dir, sha256);
  await mkdir(dir, { recursive: true });
  try {
    await access(target);
    return; // The same bytes are stored already.
  } catch {
    // Not there yet.
  }
  await writeAtomically(target, bytes);
}

/** Writes a file whole or not at all: a temporary file in the same directory, then a rename. */
export async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(dirname(target), `.partial-${randomBytes(8).toString('hex')}`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

export function readBytes(dir: string, sha256: string): Promise<Buffer> {
  return readFile(pathOf(dir, sha256));
}
