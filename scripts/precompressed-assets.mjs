// The Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the
// server sends them as they are (server/app.ts, serveStatic's `precompressed`) instead of compressing each
// answer again or not at all. Best compression: the build pays once, every browser gains on every load.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files a browser fetches; source maps only when developer tools open, so they are left as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers and framing eat the gain (the server's JSON threshold is the same). */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function compressFile(path) {
  const raw = await readFile(path);
  if (raw.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  // A copy that is not smaller would only cost a header: the server then sends the file itself.
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
}

/** @returns {import('vite').Plugin} */
export function precompressedAssets() {
  let outDir = 'dist';
  return {
    name: 'backoffice:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => compressFile(join(outDir, name))));
    },
  };
}
