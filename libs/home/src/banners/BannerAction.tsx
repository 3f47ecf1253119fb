import { useT } from '@rewards/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { homeCatalogue } from '../i18n/catalogue';
import type { BannerTarget } from './bannerTarget';

export interface BannerActionProps {
  target: BannerTarget;
  onSignIn: () => void;
  className?: string;
  /** An accessible name when the content is only a picture. */
  label?: string;
  children: ReactNode;
}

/**
 * A banner's clickable part, as the element its action calls for: a link to a page of the site,
 * a link that opens another site in a new tab, a button that opens sign-in, or no control at all.
 */
export function BannerAction({ target, onSignIn, className, label, children }: BannerActionProps) {
  const t = useT(homeCatalogue);
  switch (target.kind) {
    case 'page':
      return (
        <Link to={target.href} className={className} aria-label={label}>
          {children}
        </Link>
      );
    case 'newTab':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label ? t('banner.newTabLabel', { label }) : undefined}>
          {children}
        </a>
      );
    case 'signIn':
      return (
        <button type="button" onClick={onSignIn} className={className} aria-label={label} aria-haspopup="dialog">
          {children}
        </button>
      );
    default:
      return <div className={className}>{children}</div>;
  }
}
