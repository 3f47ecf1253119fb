import type { AriaAttributes, ReactNode, Ref } from 'react';
import { pickAriaProps } from '../../utils/ariaProps';
import { navigateOnPlainClick } from '../../utils/navigation';
import * as styles from './Button.css';
import type { ButtonStyleProps } from './Button.css';

export interface ButtonLinkProps extends ButtonStyleProps, AriaAttributes {
  href: string;
  children: ReactNode;
  /**
   * Called instead of a page load for a plain left click, so a router can navigate in place.
   * Modified clicks (new tab, new window, download) and `target` links keep browser behaviour.
   */
  onNavigate?: (href: string) => void;
  target?: '_self' | '_blank';
  /** Defaults to 'noopener noreferrer' when target is '_blank'. */
  rel?: string;
  ref?: Ref<HTMLAnchorElement>;
}

export function ButtonLink({ href, children, onNavigate, target, rel, variant, size, fullWidth, ref, ...rest }: ButtonLinkProps) {
  return (
    <a
      {...pickAriaProps(rest)}
      ref={ref}
      href={href}
      target={target}
      rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
      onClick={(event) => navigateOnPlainClick(event, href, onNavigate, target)}
      className={styles.button({ variant, size, fullWidth })}
    >
      {children}
    </a>
  );
}
