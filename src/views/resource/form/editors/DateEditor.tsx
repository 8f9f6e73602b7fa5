import type { FocusEvent } from 'react';
import { isUnreadable, UNREADABLE_DATE } from '../../../../domain/resources/rules';
import { TextEditor } from './TextEditor';
import type { EditorProps } from './types';

/** A native date input the browser cannot read (2026-02-30, a half-typed year) answers "" with badInput set. */
function unreadableInput(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.validity.badInput;
}

/**
 * A calendar date (`YYYY-MM-DD`) or a local date and time, in the browser's own date inputs. A date the
 * input cannot read is handed to the shared rules as UNREADABLE_DATE, so the message says it is not a valid
 * date (not "required", and an optional date is not silently saved empty).
 */
export function DateEditor(props: EditorProps) {
  const { binding } = props;
  const onChange = (value: unknown) =>
    binding.onChange(value === '' && unreadableInput(document.activeElement) ? UNREADABLE_DATE : value);
  const onBlur = (event?: FocusEvent) => {
    if (event && unreadableInput(event.target) && !isUnreadable(binding.value)) binding.onCommit(UNREADABLE_DATE);
    binding.onBlur();
  };
  return <TextEditor {...props} binding={{ ...binding, onChange, onBlur }} type={props.field.kind === 'datetime' ? 'datetime-local' : 'date'} numeric />;
}
