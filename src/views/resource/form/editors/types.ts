import type { ReactNode } from 'react';
import type { FieldDef } from '../../../../domain/resources/types';
import type { FieldBinding } from '../useResourceForm';

/** What every field editor gets: its declaration, the label and hint in the reader's language, its binding. */
export interface EditorProps {
  field: FieldDef;
  label: string;
  description?: ReactNode;
  binding: FieldBinding;
  isDisabled?: boolean;
}
