/** The catalogue imports' calls (server/imports/routes.ts): upload and check, the bad lines, apply, cancel. */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { API_BASE } from '../domain/constants';
import type { ImportIssue, ImportSummary } from '../domain/imports/api';
import type { ImportDef } from '../domain/imports/definitions';
import { api } from './client';
import { download, uploadForm } from './files';

const importBase = (def: ImportDef) => `/${def.area}/${def.path}`;

/** An import while it may still change (checked, applying): polled every second while applying. */
export function useImport(def: ImportDef, id: number | null) {
  return useSWR<ImportSummary, unknown>(id == null ? null : `${importBase(def)}/${id}`, {
    refreshInterval: (data) => (data?.Status === 'applying' ? 1000 : 0),
  });
}

/** The latest imports of a kind. */
export function useImports(def: ImportDef) {
  return useSWR<{ data: ImportSummary[] }, unknown>(importBase(def));
}

const ISSUE_PAGE = 200;

/** An import's bad lines, a page at a time. */
export function useImportIssues(def: ImportDef, id: number | null) {
  return useSWRInfinite<{ data: ImportIssue[]; nextCursor: string | null }, unknown>((_index, previous) => {
    if (id == null || (previous && !previous.nextCursor)) return null;
    const after = previous?.nextCursor ? `&after=${previous.nextCursor}` : '';
    return `${importBase(def)}/${id}/issues?limit=${ISSUE_PAGE}${after}`;
  });
}

export function uploadImport(
  def: ImportDef,
  file: File,
  fields: Record<string, string>,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
) {
  return uploadForm<ImportSummary>(importBase(def), file, fields, onProgress, signal);
}

export const applyImport = (def: ImportDef, id: number) => api.post<ImportSummary>(`${importBase(def)}/${id}/apply`);
export const cancelImport = (def: ImportDef, id: number) => api.post<ImportSummary>(`${importBase(def)}/${id}/cancel`);
export const downloadTemplate = (def: ImportDef) => download(`${API_BASE}${importBase(def)}/template`, `${def.kind}-template.csv`);
