import { Stack } from '@rewards/design-system';
import { isPathAllowed, usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import * as styles from './ProfilePage.css';

/** Member pages reached from the profile, each shown only where this site serves its path. */
export const MEMBER_LINKS = [{ to: '/student-offer', label: 'Student offer', text: 'Verify your student status' }] as const;

/** The profile's link rows to the member's other pages (the co-brands serve none of them). */
export function MemberLinks() {
  const partner = usePartner();
  const links = MEMBER_LINKS.filter((link) => isPathAllowed(link.to, partner.allowedPaths));
  if (links.length === 0) return null;
  return (
    <nav className={styles.card} aria-labelledby="profile-more">
      <Stack space="standard">
        <h2 id="profile-more" className={styles.h2}>
          More for you
        </h2>
        <Stack as="ul" space="small">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.linkRow}>
                <span className={styles.linkLabel}>{link.label}</span>
                <span className={styles.linkText}>{link.text}</span>
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </nav>
  );
}
