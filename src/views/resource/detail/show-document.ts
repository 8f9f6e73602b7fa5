/** A record's declared document shown in a new tab (DocumentDef); a refusal is told in a flash, never thrown. */
import { openDocument } from '../../../api/selection';
import type { ResourceDef } from '../../../domain/resources/types';
import { showFlash } from '../../../store/flash';

export async function showDocument(def: ResourceDef, id: number): Promise<void> {
  try {
    await openDocument(def, id);
  } catch {
    showFlash({ id: 'resource.document.failed' }, 'error');
  }
}
