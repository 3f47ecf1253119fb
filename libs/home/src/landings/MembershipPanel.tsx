import { authCatalogue, claimsOnLanding, membershipStatus, useSession } from '@rewards/auth';
import { ButtonLink, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { CLAIM_PATH, usePartner } from '@rewards/partner';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as page from '@rewards/offers/page.css';
import { shortDate } from '@rewards/offers/shortDate';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Landing.css';
import { useClock } from '@rewards/clock';

/**
 * A co-brand member's membership on their home: its status in words with its dates, CLAIM THE OFFER
 * (to the landing) while it is still to be claimed, and the way into the partner's benefits.
 */
export function MembershipPanel({ now }: { now?: Date }) {
  const partner = usePartner();
  const navigate = useNavigate();
  const { user } = useSession();
  const clock = useClock();
  const t = useT(homeCatalogue);
  const authT = useT(authCatalogue);
  const locale = useLocale();
  const [openedAt] = useState(() => now ?? new Date(clock.now()));
  if (!user) return null;
  const status = membershipStatus(user, openedAt, authT);
  return (
    <section className={styles.panel} aria-labelledby="membership-title">
      <Stack space="small" align="start">
        <h2 id="membership-title" className={page.h2}>
          {t('membership.title', { brand: partner.brandName })}
        </h2>
        <p className={styles.statusLine}>{status.label}</p>
        {status.dates.length > 0 && (
          <p className={page.muted}>
            {status.dates.map(({ label, date }, index) => (
              <span key={label}>
                {index > 0 ? ' · ' : ''}
                {label} <time dateTime={date}>{shortDate(locale, date)}</time>
              </span>
            ))}
          </p>
        )}
        {claimsOnLanding(partner, user) ? (
          <ButtonLink href={CLAIM_PATH} onNavigate={(to) => navigate(to)}>
            {t('landing.claimTheOffer')}
          </ButtonLink>
        ) : (
          <Link className={page.link} to={partner.categoriesPath}>
            {t('membership.seeAll', { benefits: partner.labels.benefits.toLowerCase() })}
          </Link>
        )}
      </Stack>
    </section>
  );
}
