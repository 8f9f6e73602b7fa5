/** The English catalogue: every part under messages/en merged, loaded on demand as one chunk. */
import { mergeParts, type Messages } from '../merge';

const en: Messages = mergeParts(
  import.meta.glob<Messages>(['../messages/en/*.json', '../../features/*/messages/en/*.json'], { eager: true, import: 'default' }),
);
export default en;
