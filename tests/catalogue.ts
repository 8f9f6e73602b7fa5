/**
 * A message catalogue as the files hold it, for tests that run outside Vite (Node, Playwright): every part of
 * src/intl/messages/<locale>/ and of each feature's src/features/<name>/messages/<locale>/, merged.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The catalogue's part files of a locale: the shell's and every feature's. */
export function catalogueFiles(locale: string): string[] {
  const features = join(root, 'src/features');
  const dirs = [
    join(root, 'src/intl/messages', locale),
    ...readdirSync(features).map((name) => join(features, name, 'messages', locale)),
  ].filter((dir) => existsSync(dir));
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(dir, file)),
  );
}

/** Every message of a locale, by id. */
export function readCatalogue(locale: string): Record<string, string> {
  return Object.assign({}, ...catalogueFiles(locale).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}
