import type { AriaAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { pickAriaProps } from '../../utils/ariaProps';
import * as styles from './IconButton.css';
import type { IconButtonStyleProps } from './IconButton.css';

export interface IconButtonProps extends IconButtonStyleProps, Omit<AriaAttributes, 'aria-label'> {
  /** The button's accessible name ('Back', 'Share'): an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, drawn `aria-hidden` (the label names the button). */
  icon: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Defaults to 'button' so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing only an icon: named by `label`, 44 × 44 px to touch, with a visible focus ring. */
export function IconButton({ label, icon, tone, onClick, type = 'button', disabled, ref, ...rest }: IconButtonProps) {
  return (
    <button
      {...pickAriaProps(rest)}
      aria-label={label}
      ref={ref}
      type={type}
      disabled={disabled}
      onClick={onClick}
      className={styles.iconButton({ tone })}
    >
      {icon}
    </button>
  );
}
