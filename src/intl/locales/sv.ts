/** The Swedish catalogue: every part under messages/sv merged. Default and fallback, so part of the entry. */
import { mergeParts, type Messages } from '../merge';

const sv: Messages = mergeParts(import.meta.glob<Messages>('../messages/sv/*.json', { eager: true, import: 'default' }));
export default sv;
