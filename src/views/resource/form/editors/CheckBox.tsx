import { Check } from 'lucide-react';
import styles from './checkbox.module.css';

/** The box of a react-aria Checkbox: give the Checkbox `checkboxClass` and put this inside. */
export function CheckBox() {
  return (
    <span className={styles.box} aria-hidden="true">
      <Check size={11} strokeWidth={3} />
    </span>
  );
}

export const checkboxClass = styles.checkbox;
