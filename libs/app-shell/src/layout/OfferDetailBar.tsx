import { IconButton } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { offerBackTarget } from './headerRules';
import { ShareButton } from './ShareButton';
import * as styles from './Header.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

const BACK_ICON = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12z" fill="currentColor" />
  </svg>
);

/** Phones on an offer page: back (through history when there is some), the logo and share. */
export function OfferDetailBar({ logo }: { logo: ReactNode }) {
  const partner = usePartner();
  const t = useT(shellCatalogue);
  const location = useLocation();
  const navigate = useNavigate();
  const back = () => {
    const target = offerBackTarget({ hasHistory: location.key !== 'default', categoriesPath: partner.categoriesPath, retail: partner.retail });
    if (target === -1) navigate(-1);
    else navigate(target);
  };
  return (
    <div className={styles.inner}>
      <IconButton label={t('offerBar.back')} icon={BACK_ICON} onClick={back} />
      {logo}
      <div className={styles.actions}>
        <ShareButton />
      </div>
    </div>
  );
}
