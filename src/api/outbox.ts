/**
 * The Outbox's download: `GET /api/shop/outbox/{id}/eml` (an RFC 822 message) fetched with the bearer
 * token and handed to the browser under the name the server gives.
 */
import { API_BASE } from '../domain/constants';
import { downloadFile } from './resources';

/** The address of a message's .eml. */
function emlHref(id: number): string {
  return `${API_BASE}/shop/outbox/${id}/eml`;
}

/** Downloads a message of the outbox as .eml and answers its file name; rejects with an ApiError when refused. */
function downloadEml(id: number): Promise<string> {
  return downloadFile(emlHref(id), 'message/rfc822', `e-mail-${id}.eml`);
}

/** Downloads the message, and tells the user when it could not be downloaded (never throws). */
export async function downloadEmlOrTell(id: number, tell: (failed: unknown) => void): Promise<void> {
  try {
    await downloadEml(id);
  } catch (error) {
    tell(error);
  }
}
