import { usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import * as styles from './Header.css';

/** The partner's icon and name, linking home; on narrow phones (`compact`) the name gives way to the actions. */
export function HeaderLogo({ to, compact }: { to: string; compact: boolean }) {
  const partner = usePartner();
  return (
    <Link to={to} className={styles.logo} aria-label={`${partner.brandName} home`}>
      <img src={partner.iconHref} alt="" width={32} height={32} />
      <span className={compact ? styles.logoNameMobile : undefined}>{partner.brandName}</span>
    </Link>
  );
}
