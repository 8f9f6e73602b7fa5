/**
 * The caller's address for the per-address sign-in limits. Without proxies (TRUST_PROXY=0, the default)
 * it is the socket's peer. Behind N trusted reverse proxies, each appends the address it received the
 * request from to X-Forwarded-For, so the entry N places from the right is the address the outermost
 * trusted proxy saw: the client. Entries further left were sent by the client and are ignored, so a
 * forged header cannot pick another address's lock-out. With fewer entries than hops the leftmost one is
 * used; an entry that is not an IP address falls back to the socket's peer.
 */
import { isIP } from 'node:net';

/** `1.2.3.4:5678` and `[2001:db8::1]:443` as the bare address; anything else unchanged. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4 ? v4[1] : entry;
}

export function clientAddressFrom(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const socket = socketAddress ?? 'unknown';
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  const chosen = withoutPort(entries[Math.max(0, entries.length - trustedHops)]);
  return isIP(chosen) ? chosen : socket;
}

/**
 * Whether the client reached us over TLS: the request's own URL, or behind `trustedHops` proxies the
 * X-Forwarded-Proto entry they set (read like X-Forwarded-For: the entry `trustedHops` places from the right,
 * so a client cannot claim https through a proxy that appends). Without trusted proxies the header is ignored.
 */
export function isHttpsRequest(url: string, forwardedProto: string | undefined, trustedHops: number): boolean {
  if (new URL(url).protocol === 'https:') return true;
  if (trustedHops <= 0 || !forwardedProto) return false;
  const entries = forwardedProto
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.length > 0 && entries[Math.max(0, entries.length - trustedHops)] === 'https';
}
