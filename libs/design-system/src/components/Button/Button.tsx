import type { AriaAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { pickAriaProps } from '../../utils/ariaProps';
import * as styles from './Button.css';
import type { ButtonStyleProps } from './Button.css';

export interface ButtonProps extends ButtonStyleProps, AriaAttributes {
  children: ReactNode;
  /** Defaults to 'button' so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /**
   * Its own action is under way: it says so (`aria-disabled`, `aria-busy`) and ignores presses, but
   * stays focusable, where a disabled button would drop the focus it has to the body (issue 33).
   * It wins over `disabled`, which callers often also set while busy.
   */
  busy?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** For focus management (e.g. returning focus after a dialog closes). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ children, variant, size, fullWidth, type = 'button', disabled, busy = false, onClick, ref, ...rest }: ButtonProps) {
  return (
    <button
      {...pickAriaProps(rest)}
      {...(busy ? { 'aria-disabled': true, 'aria-busy': true } : {})}
      ref={ref}
      type={type}
      disabled={disabled && !busy}
      onClick={(event) => {
        // A submit button that is busy must not submit its form again either.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={styles.button({ variant, size, fullWidth })}
    >
      {children}
    </button>
  );
}
