/**
 * The Swedish catalogue the entry carries: the parts every page may need before the console is loaded
 * (sign-in, errors, validation, the shell's public pages). Default and fallback, so part of the entry; the
 * console's own parts (sv-console.ts) come with the shell.
 */
import { mergeParts, type Messages } from '../merge';

// The console's parts are left out here: they are sv-console.ts's list. A part in neither list would be
// missing from loadCatalogue('sv'), which the catalogue test compares with English id by id.
const parts = import.meta.glob<Messages>(
  [
    '../messages/sv/*.json',
    '!../messages/sv/calls.json',
    '!../messages/sv/commands.json',
    '!../messages/sv/dashboard.json',
    '!../messages/sv/todos.json',
    '!../messages/sv/resource.json',
    '!../messages/sv/resource-*.json',
    '!../messages/sv/resources-*.json',
  ],
  { eager: true, import: 'default' },
);
const sv: Messages = mergeParts(parts);
export default sv;
