import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  className?: string;
}

/** The console's button: react-aria's Button with the house variants. */
export function Button({ variant = 'secondary', size = 'md', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.button, styles[variant], size === 'sm' ? styles.sm : '', className ?? ''].join(' ')}
    />
  );
}
