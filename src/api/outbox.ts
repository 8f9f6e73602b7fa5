/**
 * The Outbox's download: `GET /api/shop/outbox/{id}/eml` (an RFC 822 message) fetched with the bearer
 * token and handed to the browser under the name the server gives.
 */
import { API_BASE } from '../domain/constants';
import { session } from '../store/session';
import { ApiError } from './client';
import { fileNameOf } from './resources';

/** The address of a message's .eml. */
export function emlHref(id: number): string {
  return `${API_BASE}/shop/outbox/${id}/eml`;
}

/** Downloads a message of the outbox as .eml and answers its file name; rejects with an ApiError when refused. */
export async function downloadEml(id: number): Promise<string> {
  const headers: Record<string, string> = { Accept: 'message/rfc822' };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(emlHref(id), { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(body?.code ?? response.status * 100 + 1, response.status, body?.message ?? response.statusText);
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), `e-mail-${id}.eml`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Downloads the message, and tells the user when it could not be downloaded (never throws). */
export async function downloadEmlOrTell(id: number, tell: (failed: unknown) => void): Promise<void> {
  try {
    await downloadEml(id);
  } catch (error) {
    tell(error);
  }
}
