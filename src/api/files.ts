/**
 * Uploads for file fields: POST /api/common/files (multipart, part `file`) → StoredFile. XMLHttpRequest
 * rather than fetch, because only it reports upload progress. Same headers as the client: the bearer
 * token and the XSRF cookie echoed.
 */
import useSWRImmutable from 'swr/immutable';
import { API_BASE, COOKIE_XSRF, HEADER_XSRF } from '../domain/constants';
import type { StoredFile } from '../domain/resources/types';
import { session } from '../store/session';
import { ApiError, readCookie } from './client';

const FILES_PATH = '/common/files';

/** The address a stored file is served from (its bytes, with its name). */
function fileHref(id: number): string {
  return `${API_BASE}${FILES_PATH}/${id}`;
}

/** Upload one file; `onProgress` gets 0–1 while the bytes go up. Aborted through `signal`. */
export function uploadFile(file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<StoredFile> {
  return uploadForm<StoredFile>(FILES_PATH, file, {}, onProgress, signal);
}

/**
 * POST a file as multipart (part `file`, plus `fields`) to an API path and answer the JSON body; `onProgress`
 * gets 0–1 while the bytes go up (imports, uploads). Aborted through `signal`.
 */
export function uploadForm<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    const xsrf = readCookie(COOKIE_XSRF);
    if (xsrf) xhr.setRequestHeader(HEADER_XSRF, xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (T & { code?: number; message?: string; fields?: ApiError['fields'] }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new ApiError(body?.code ?? xhr.status * 100 + 1, xhr.status, body?.message ?? xhr.statusText, body?.fields));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    xhr.send(form);
  });
}

/**
 * Save a stored file: its bytes are fetched with the bearer token (a plain link or <img> cannot send
 * it) and handed to the browser as a download under the file's own name.
 */
export function downloadFile(file: StoredFile): Promise<void> {
  return download(fileHref(file.ID), file.Name);
}

/** Fetch an API address with the bearer token and hand the answer to the browser as a download named `name`. */
export async function download(href: string, name: string): Promise<void> {
  const response = await fetch(href, {
    headers: session.token ? { Authorization: `Bearer ${session.token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status * 100 + 1, response.status, response.statusText);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** The address of a stored image's thumbnail (a WebP the server makes, at most 320 px). */
function thumbnailHref(id: number): string {
  return `${fileHref(id)}/thumbnail`;
}

/**
 * A stored image's thumbnail as an object URL (an <img> cannot send the bearer token), fetched once per
 * file and kept for the session: thumbnails are a few kilobytes, and a file's bytes never change.
 */
export function useThumbnail(id: number | null): { url: string | undefined; failed: boolean } {
  const { data, error } = useSWRImmutable<string, unknown>(
    id == null ? null : ['thumbnail', id],
    async () => {
      const response = await fetch(thumbnailHref(id!), {
        headers: session.token ? { Authorization: `Bearer ${session.token}` } : {},
        credentials: 'same-origin',
      });
      if (!response.ok) throw new ApiError(response.status * 100 + 1, response.status, response.statusText);
      return URL.createObjectURL(await response.blob());
    },
    { shouldRetryOnError: false },
  );
  return { url: data, failed: !!error };
}
