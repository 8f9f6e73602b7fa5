/**
 * A declared list selection's action (SelectionDef: `POST /api/{area}/{path}/{endpoint}` with `{ ids, dryRun }`)
 * and a record's declared document (DocumentDef: `GET /api/{area}/{path}/{id}/{path}`, fetched with the bearer
 * token as the downloads are, then shown in a new tab from an object URL).
 */
import type { DocumentDef, ResourceDef, SelectionOutcome } from '../domain/resources/types';
import { API_BASE } from '../domain/constants';
import { session } from '../store/session';
import { api, ApiError } from './client';
import { resourceBase } from './resources';

/** The outcome per id of the selection's action; with `dryRun` nothing changes (the summary before). */
export async function runSelection(def: ResourceDef, ids: readonly number[], dryRun: boolean): Promise<SelectionOutcome[]> {
  if (!def.selection) return [];
  const answer = await api.post<{ data: SelectionOutcome[] }>(`${resourceBase(def)}/${def.selection.endpoint}`, { ids, dryRun });
  return answer.data;
}

/** The address of a record's document. */
function documentHref(def: ResourceDef, document: DocumentDef, id: number): string {
  return `${API_BASE}${resourceBase(def)}/${id}/${document.path}`;
}

/**
 * Show a record's document in a new tab. The tab is opened at once, while the key or click still counts as the
 * user's (a tab opened after the download would be blocked), and shown the document once it has arrived; a
 * refusal closes it and rejects with the ApiError.
 */
export async function openDocument(def: ResourceDef, document: DocumentDef, id: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const headers: Record<string, string> = { Accept: document.type };
    if (session.token) headers.Authorization = `Bearer ${session.token}`;
    const response = await fetch(documentHref(def, document, id), { headers, credentials: 'same-origin' });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      throw new ApiError(body?.code ?? response.status * 100 + 1, response.status, body?.message ?? response.statusText);
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
    // The tab has read the document long before then.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
