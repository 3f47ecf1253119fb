import type { CardMembership } from '@rewards/api-client';
import { Button, ButtonLink, Inline, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { lazy, Suspense, useId } from 'react';
import { visaFlowCatalogue } from '../i18n/catalogue';
import * as parts from '../parts/parts.css';
import { useAppLinks } from '../parts/useAppLinks';
import { membershipLine } from '../rules/membershipLine';
import { VISA_OFFER_CATEGORIES_PATH } from '../rules/texts';

// The QR code library loads only when a desktop activated popup shows, so it stays out of the flow's first chunk.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function ActivatingStep() {
  const t = useT(visaFlowCatalogue);
  return (
    <p className={parts.busy} role="status">
      <Inline as="span" space="medium" alignY="center" wrap={false}>
        <span className={parts.spinner} aria-hidden="true" />
        {t('activating.message')}
      </Inline>
    </p>
  );
}

export interface ActivatedStepProps {
  membership: CardMembership | undefined;
  /** Desktop (1024 px and up): the app's QR code and points beside the offer. */
  showAppQr: boolean;
}

/**
 * 'Your membership is activated' (the dialog's title): the membership, the 'Exclusive Offer' with
 * 'claim now' (a full page load of Benefits & Subscriptions, so every part of the page reads the new
 * membership) and, on desktop, a QR code to the app with its points.
 */
export function ActivatedStep({ membership, showAppQr }: ActivatedStepProps) {
  const t = useT(visaFlowCatalogue);
  const locale = useLocale();
  // The app's points beside the desktop QR code.
  const appPoints = [t('activated.appPointClaim'), t('activated.appPointTrack'), t('activated.appPointEvents')];
  const exclusiveId = useId();
  const appId = useId();
  const links = useAppLinks(showAppQr);
  return (
    <>
      {membership ? <p className={parts.text}>{membershipLine(t, locale, membership)}</p> : null}
      <div className={parts.activated}>
        <section className={parts.exclusive} aria-labelledby={exclusiveId}>
          <Stack space="small">
            <h3 id={exclusiveId} className={parts.heading}>
              {t('activated.exclusiveOffer')}
            </h3>
            <p className={parts.text}>{t('activated.exclusiveText')}</p>
            <ButtonLink href={VISA_OFFER_CATEGORIES_PATH} size="large" fullWidth>
              {t('activated.claimNow')}
            </ButtonLink>
          </Stack>
        </section>
        {showAppQr && links ? (
          <section className={parts.appQr} aria-labelledby={appId}>
            <Stack space="small" align="center">
              <h3 id={appId} className={parts.heading}>
                {t('activated.appTitle')}
              </h3>
              <Suspense fallback={<div className={parts.qrPlaceholder} aria-busy="true" />}>
                <QRCodeSVG value={links.android} size={160} marginSize={2} title={t('activated.appQrCode')} className={parts.qr} />
              </Suspense>
              <p className={parts.muted}>{t('activated.appText')}</p>
              <ul className={parts.points} aria-label={t('activated.appPoints')}>
                {appPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Stack>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** An error code: the not-activated popup, whose Retry runs the activation again. */
export function NotActivatedStep({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  const t = useT(visaFlowCatalogue);
  return (
    <>
      <p className={parts.text}>{message ?? t('notActivated.fallback')}</p>
      <Button size="large" fullWidth onClick={onRetry}>
        {t('notActivated.retry')}
      </Button>
    </>
  );
}

/** NO_VALID_EMAIL_MOBILE: the member was signed out; the card is kept for a new sign-in. */
export function SignedOutStep({ onSignInAgain }: { onSignInAgain: () => void }) {
  const t = useT(visaFlowCatalogue);
  return (
    <>
      <p className={parts.text}>{t('signedOut.message')}</p>
      <Button size="large" fullWidth onClick={onSignInAgain}>
        {t('signedOut.signInAgain')}
      </Button>
    </>
  );
}
