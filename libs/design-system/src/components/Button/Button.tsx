import type { AriaAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { pickAriaProps } from '../../utils/ariaProps';
import * as styles from './Button.css';
import type { ButtonStyleProps } from './Button.css';

export interface ButtonProps extends ButtonStyleProps, AriaAttributes {
  children: ReactNode;
  /** Defaults to 'button' so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** For focus management (e.g. returning focus after a dialog closes). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ children, variant, size, fullWidth, type = 'button', disabled, onClick, ref, ...rest }: ButtonProps) {
  return (
    <button
      {...pickAriaProps(rest)}
      ref={ref}
      type={type}
      disabled={disabled}
      onClick={onClick}
      className={styles.button({ variant, size, fullWidth })}
    >
      {children}
    </button>
  );
}
