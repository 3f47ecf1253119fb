import { useSession } from '@rewards/auth';
import { ButtonLink, PageMeta, Stack, useSiteOrigin } from '@rewards/design-system';
import { PAYMENT_PATH, usePartner } from '@rewards/partner';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { EVENTS_PATH, safeReturnPath, SLIKE_PAYWALL_PATH } from '../digitalEvents/rules';
import * as styles from '../digitalEvents/digitalEvents.css';
import * as page from '@rewards/offers/page.css';

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
  const navigate = useNavigate();
  const { status } = useSession();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('returnUrl'), origin);
  const destination = back ?? EVENTS_PATH;
  if (status === 'loggedIn') return <Navigate to={destination} replace />;

  return (
    <div className={page.page}>
      <PageMeta
        title={`This video is for members | ${partner.brandName}`}
        description={`Members watch ${partner.brandName}'s live events and recordings. Join or sign in to watch.`}
        canonicalPath={SLIKE_PAYWALL_PATH}
        noIndex
      />
      <div className={styles.panel}>
        <Stack space="standard">
          <h1 className={page.h1}>This video is for members</h1>
          <p className={page.muted}>
            Live events, concerts and recordings are part of the {partner.brandName} membership, with 20+ subscriptions and offers from 40+ brands. Join to watch it now.
          </p>
          <ButtonLink href={TRIAL_PATH} onNavigate={(href) => navigate(href)}>
            START FREE TRIAL
          </ButtonLink>
          <p className={page.muted}>
            Or{' '}
            <Link className={page.link} to={PAYMENT_PATH}>
              see the membership plans
            </Link>
            .
          </p>
          <p className={page.muted}>
            Already a member?{' '}
            <Link className={page.link} to="/login" state={{ from: destination }}>
              Sign in to watch
            </Link>
          </p>
        </Stack>
      </div>
    </div>
  );
}
