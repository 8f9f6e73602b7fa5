/**
 * The Swedish catalogue's console parts (resources, commands, calls, to-dos, the dashboard's figures): loaded with the shell, so the
 * login screen does not carry them (its JavaScript budget is 150 kB gzip).
 */
import { mergeParts, type Messages } from '../merge';

const parts = import.meta.glob<Messages>(
  [
    '../messages/sv/calls.json',
    '../messages/sv/commands.json',
    '../messages/sv/dashboard.json',
    '../messages/sv/todos.json',
    '../messages/sv/resource.json',
    '../messages/sv/resource-*.json',
    '../messages/sv/resources-*.json',
    // Every feature's parts (src/features/<name>/messages/sv/).
    '../../features/*/messages/sv/*.json',
  ],
  { eager: true, import: 'default' },
);
const svConsole: Messages = mergeParts(parts);
export default svConsole;
