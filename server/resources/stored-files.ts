/**
 * The one way the server keeps a file (docs/decisions.md "One way to store a file"): its bytes in the file store
 * under their SHA-256 (./file-store.ts; identical bytes are kept once), its `files` row, and the row's audit event
 * (entity `files`, action `create`, after: the file as the API answers it), in the caller's transaction. Uploads,
 * mail attachments going out and coming in, chargebacks' credit notes and print runs keep their files through
 * `storeFiles`; the demo data's files are the same rows without events (`demoFileRows`), their bytes stored by the
 * seed beforehand.
 */
import { ErrorCode } from '../../src/domain/errors';
import type { StoredFile } from '../../src/domain/resources/types';
import { recordAudits, SYSTEM_ACTOR } from '../audit';
import { files } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import { sha256Of, storeBytes } from './file-store';
import { storedFileOf } from './records';

export interface FileToStore {
  /** The file's name as downloaded (already cleaned of what a header cannot hold). */
  name: string;
  /** Its media type. */
  type: string;
  bytes: Uint8Array;
}

export interface StoredBy {
  /** A user's id; SYSTEM_ACTOR or null for the server's own work (the row then names no creator). */
  actorId: number | null;
  /** CreatedAt: the write's clock; the database's now when not given. */
  now?: Date;
}

/** The `files` rows of files whose bytes are stored, in order. */
async function insertRows(
  tx: Executor,
  list: readonly (FileToStore & { sha256: string })[],
  createdBy: number | null,
  now: Date | undefined,
): Promise<StoredFile[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(files)
    .values(
      list.map((file) => ({
        name: file.name,
        type: file.type,
        size: file.bytes.length,
        sha256: file.sha256,
        createdBy,
        ...(now ? { createdAt: now, updatedAt: now } : {}),
      })),
    )
    .returning();
  return rows.map(storedFileOf);
}

/**
 * Keeps `list`: each file's bytes in the store under `filesDir` (500 when none is configured), its `files` row and
 * its audit event by `by.actorId`. Answers the files as the API answers them, in order.
 */
export async function storeFiles(
  tx: Executor,
  filesDir: string | undefined,
  list: readonly FileToStore[],
  by: StoredBy,
): Promise<StoredFile[]> {
  if (list.length === 0) return [];
  if (!filesDir) throw new ApiFailure(ErrorCode.Internal, 'The file store is not configured');
  const hashed = list.map((file) => ({ ...file, sha256: sha256Of(file.bytes) }));
  for (const file of hashed) await storeBytes(filesDir, file.sha256, file.bytes);
  const stored = await insertRows(tx, hashed, by.actorId || null, by.now);
  await recordAudits(
    tx,
    stored.map((file) => ({
      actorId: by.actorId ?? SYSTEM_ACTOR,
      entity: 'files',
      entityId: file.ID,
      action: 'create',
      before: null,
      after: file,
    })),
  );
  return stored;
}

/** storeFiles of one file. */
export async function storeFile(tx: Executor, filesDir: string | undefined, file: FileToStore, by: StoredBy): Promise<StoredFile> {
  const [stored] = await storeFiles(tx, filesDir, [file], by);
  return stored;
}

/**
 * The demo data's files: the rows of files whose bytes the seed stored beforehand (or, without a file store,
 * not at all), created by `createdBy` at `now`, without audit events (the demo data writes none).
 */
export function demoFileRows(
  tx: Executor,
  list: readonly (FileToStore & { sha256?: string })[],
  createdBy: number | null,
  now: Date,
): Promise<StoredFile[]> {
  return insertRows(
    tx,
    list.map((file) => ({ ...file, sha256: file.sha256 ?? sha256Of(file.bytes) })),
    createdBy,
    now,
  );
}
