import { useSession } from '@rewards/auth';
import { ButtonLink, PageMeta, Stack, useSiteOrigin } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { PAYMENT_PATH, usePartner } from '@rewards/partner';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { EVENTS_PATH, safeReturnPath, SLIKE_PAYWALL_PATH } from '../digitalEvents/rules';
import * as styles from '../digitalEvents/digitalEvents.css';
import * as page from '@rewards/offers/page.css';
import { homeCatalogue } from '../i18n/catalogue';

/** The membership's free trial, from the payment page's trial flow. */
const TRIAL_PATH = `${PAYMENT_PATH}?flow=trial`;

/**
 * /slike-paywall: where a partner video player (Slike) sends a viewer who may not play a members'
 * video. It says the video is for members and offers joining (the free trial or a plan, through
 * the payment flows) and signing in, which comes back to the video (`?returnUrl=`, a page of this
 * site only). A member who arrives, or signs in here, goes back to the video, or to the events.
 * Server-rendered for visitors; noindex (a player's hand-off, not a page to find).
 */
export function Component() {
  const partner = usePartner();
  const origin = useSiteOrigin();
  const t = useT(homeCatalogue);
  const navigate = useNavigate();
  const { status } = useSession();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('returnUrl'), origin);
  const destination = back ?? EVENTS_PATH;
  if (status === 'loggedIn') return <Navigate to={destination} replace />;

  return (
    <div className={page.page}>
      <PageMeta
        title={t('slike.title', { brand: partner.brandName })}
        description={t('slike.description', { brand: partner.brandName })}
        canonicalPath={SLIKE_PAYWALL_PATH}
        noIndex
      />
      <div className={styles.panel}>
        <Stack space="standard">
          <h1 className={page.h1}>{t('slike.heading')}</h1>
          <p className={page.muted}>{t('slike.intro', { brand: partner.brandName })}</p>
          <ButtonLink href={TRIAL_PATH} onNavigate={(href) => navigate(href)}>
            {t('slike.trial')}
          </ButtonLink>
          <p className={page.muted}>
            {fillSlot(
              t('slike.orPlans', { link: SLOT }),
              <Link className={page.link} to={PAYMENT_PATH}>
                {t('slike.plans')}
              </Link>,
            )}
          </p>
          <p className={page.muted}>
            {t('slike.member')}{' '}
            <Link className={page.link} to="/login" state={{ from: destination }}>
              {t('slike.signIn')}
            </Link>
          </p>
        </Stack>
      </div>
    </div>
  );
}
