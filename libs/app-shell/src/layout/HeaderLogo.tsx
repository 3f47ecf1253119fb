import { usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import * as styles from './Header.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

/** The partner's icon and name, linking home; on narrow phones (`compact`) the name gives way to the actions. */
export function HeaderLogo({ to, compact, onOpenCardOffer }: { to: string; compact: boolean; onOpenCardOffer?: (() => void) | undefined }) {
  const partner = usePartner();
  const t = useT(shellCatalogue);
  if (onOpenCardOffer) {
    // The make-payment screen (spec §2): the logo opens the card-linked offer instead of leaving the payment.
    return (
      <button type="button" className={styles.logoButton} onClick={onOpenCardOffer} aria-label={t('logo.cardOffer', { brand: partner.brandName })} aria-haspopup="dialog">
        <img src={partner.iconHref} alt="" width={32} height={32} />
        <span className={compact ? styles.logoNameMobile : undefined}>{partner.brandName}</span>
      </button>
    );
  }
  return (
    <Link to={to} className={styles.logo} aria-label={t('logo.home', { brand: partner.brandName })}>
      <img src={partner.iconHref} alt="" width={32} height={32} />
      <span className={compact ? styles.logoNameMobile : undefined}>{partner.brandName}</span>
    </Link>
  );
}
