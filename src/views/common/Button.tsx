import { useCallback, type Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import styles from './Button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  className?: string;
  /** The key that presses the button from elsewhere (a pane key), announced by screen readers. */
  'aria-keyshortcuts'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The console's button: react-aria's Button with the house variants. react-aria leaves `aria-keyshortcuts`
 * out of the element it renders, so it is set here on the element itself.
 */
export function Button({ variant = 'secondary', size = 'md', className, 'aria-keyshortcuts': keyShortcuts, ref, ...props }: ButtonProps) {
  const bind = useCallback(
    (element: HTMLButtonElement | null) => {
      if (element) {
        if (keyShortcuts) element.setAttribute('aria-keyshortcuts', keyShortcuts);
        else element.removeAttribute('aria-keyshortcuts');
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [keyShortcuts, ref],
  );
  return (
    <AriaButton
      {...props}
      ref={bind}
      className={[styles.button, styles[variant], size === 'sm' ? styles.sm : '', className ?? ''].join(' ')}
    />
  );
}
