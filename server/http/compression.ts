/**
 * Compression of the API's JSON answers (issue 19 §7): a list page of orders is hundreds of kilobytes of
 * repetitive JSON, which Brotli brings to about a tenth. Only JSON is compressed here: files, PDFs, images,
 * exports and anything already encoded pass as they are, and the browser app's files are compressed once by
 * the build (scripts/precompressed-assets.mjs) and sent as stored.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, headers and framing eat the gain (the build's threshold for its files is the same). */
const COMPRESS_MIN_BYTES = 1024;

/** Brotli at a quality fast enough for each answer (about gzip's speed, a smaller result); gzip otherwise. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

/** The encoding to use from an Accept-Encoding header: br before gzip, never one the client refuses (q=0). */
function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gzipWeight = weightOf('gzip');
  if (br > 0 && br >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return null;
}

/** Adds Accept-Encoding to Vary, once: the answer differs by it even when this one went out plain. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Compresses a JSON answer of at least COMPRESS_MIN_BYTES when the client accepts br or gzip. */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || !res.body) return;
    if (c.req.method === 'HEAD' || res.status === 206 || res.headers.has('Content-Encoding')) return;
    varyOnEncoding(res.headers);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const declared = Number(res.headers.get('Content-Length') ?? NaN);
    if (declared < COMPRESS_MIN_BYTES) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (raw.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(raw, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const body =
      encoding === 'br'
        ? await brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : await gz(raw, { level: GZIP_LEVEL });
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    // c.res's setter merges the old answer's headers in; undefined first makes it take this answer as it is.
    c.res = undefined;
    c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers });
  };
}
