/**
 * A record's declared document shown in a new tab (DocumentDef); a refusal is told in a flash, never thrown: a
 * 40401 for a record on screen is the document's own word for what is missing (no print template for the store and
 * language), anything else the general "could not be shown".
 */
import { ApiError } from '../../../api/client';
import { openDocument } from '../../../api/selection';
import { ErrorCode } from '../../../domain/errors';
import type { DocumentDef, ResourceDef } from '../../../domain/resources/types';
import { showFlash } from '../../../store/flash';

export async function showDocument(def: ResourceDef, document: DocumentDef, id: number): Promise<void> {
  try {
    await openDocument(def, document, id);
  } catch (error) {
    const missing = error instanceof ApiError && error.code === ErrorCode.NotFound ? document.missing : undefined;
    showFlash({ id: missing ?? 'resource.document.failed' }, 'error');
  }
}
