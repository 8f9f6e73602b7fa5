import { TextEditor } from './TextEditor';
import type { EditorProps } from './types';

/** A calendar date (`YYYY-MM-DD`) or a local date and time, in the browser's own date inputs. */
export function DateEditor(props: EditorProps) {
  return <TextEditor {...props} type={props.field.kind === 'datetime' ? 'datetime-local' : 'date'} numeric />;
}
