/**
 * Modules named `*.precomputed.ts` are evaluated in Node when Vite loads them (build, dev server, every
 * vitest project) and replaced by their exports written out as data. The browser gets what such a module
 * computes without what it computes it from: the screen table of the declared resources
 * (src/domain/resources/screen-table.precomputed.ts) reaches the sign-in page without the declarations.
 * Outside Vite (the API server under tsx, Playwright's specs, the benchmarks) the module runs as written,
 * so every reader sees the same values, typed by the module itself. Each export must be plain data
 * (objects, arrays, strings, numbers, booleans, null); anything else fails the load with its path.
 * The files the module imported are watched: an edited declaration reloads the dev server's page.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const PRECOMPUTED = /\.precomputed\.ts$/;

/** Throws unless `value` survives JSON unchanged (undefined object members are dropped, as JSON does). */
function checkPlain(value, where) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where} is ${value}, which JSON cannot hold`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item === undefined) throw new Error(`${where}[${index}] is undefined, which JSON cannot hold`);
      checkPlain(item, `${where}[${index}]`);
    });
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, member] of Object.entries(value)) if (member !== undefined) checkPlain(member, `${where}.${key}`);
    return;
  }
  throw new Error(`${where} is not plain data (${typeof value === 'object' ? value.constructor?.name : typeof value})`);
}

/** The module's exports as the source of a module exporting the same names and values. */
export async function precomputedSource(file) {
  const imported = [];
  const mod = await tsImport(pathToFileURL(file).href, {
    parentURL: import.meta.url,
    onImport: (url) => {
      if (url.startsWith('file:')) imported.push(fileURLToPath(url));
    },
  });
  const lines = [`// Precomputed from ${file} by scripts/precomputed-modules.mjs.`];
  for (const [name, value] of Object.entries(mod)) {
    if (name === 'default') throw new Error(`${file}: a precomputed module has named exports only`);
    checkPlain(value, `${file}: ${name}`);
    lines.push(`export const ${name} = ${JSON.stringify(value)};`);
  }
  return { code: `${lines.join('\n')}\n`, imported: imported.filter((path) => !path.includes('/node_modules/') && path !== file) };
}

/** @returns {import('vite').Plugin} */
export function precomputedModules() {
  return {
    name: 'backoffice:precomputed-modules',
    enforce: 'pre',
    async transform(_code, id) {
      const file = id.split('?')[0];
      if (!PRECOMPUTED.test(file)) return null;
      const { code, imported } = await precomputedSource(file);
      for (const path of imported) this.addWatchFile(path);
      return { code, map: null };
    },
  };
}
