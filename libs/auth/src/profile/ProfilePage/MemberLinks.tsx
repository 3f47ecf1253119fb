import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { isPathAllowed, usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import { authCatalogue } from '../../i18n/catalogue';
import * as styles from './ProfilePage.css';

/** Member pages reached from the profile (their texts, the catalogue's keys), each shown only where this site serves its path. */
// i18n-keys: memberLinks.studentOffer.label memberLinks.studentOffer.text
export const MEMBER_LINKS = [{ to: '/student-offer', label: 'memberLinks.studentOffer.label', text: 'memberLinks.studentOffer.text' }] as const;

/** The profile's link rows to the member's other pages (the co-brands serve none of them). */
export function MemberLinks() {
  const partner = usePartner();
  const t = useT(authCatalogue);
  const links = MEMBER_LINKS.filter((link) => isPathAllowed(link.to, partner.allowedPaths));
  if (links.length === 0) return null;
  return (
    <nav className={styles.card} aria-labelledby="profile-more">
      <Stack space="standard">
        <h2 id="profile-more" className={styles.h2}>
          {t('memberLinks.title')}
        </h2>
        <Stack as="ul" space="small">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.linkRow}>
                <span className={styles.linkLabel}>{t(link.label)}</span>
                <span className={styles.linkText}>{t(link.text)}</span>
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </nav>
  );
}
