/**
 * Production builds ship the message catalogues already parsed (ICU ASTs, as react-intl accepts them)
 * and leave the ICU parser out of the bundle: about 6 kB gzip less JavaScript before the login screen
 * shows, and no message parsed in the browser when a screen first renders. Tests and the dev server keep
 * the catalogues as text and parse them, so a typo still fails there (the catalogue test checks every
 * message's syntax); a message that does not parse fails the build here.
 */
import { parse } from '@formatjs/icu-messageformat-parser';

const CATALOGUE_PART = /[\\/]src[\\/](?:intl|features[\\/][^\\/]+)[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/** @returns {import('vite').Plugin} */
export function precompiledMessages() {
  return {
    name: 'backoffice:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE_PART.test(id)) return null;
      const messages = JSON.parse(code);
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => {
          try {
            return [key, parse(text)];
          } catch (error) {
            throw new Error(`${id}: message "${key}" is not valid ICU: ${error.message}`);
          }
        }),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
