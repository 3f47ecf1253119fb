import type { CardMembership } from '@rewards/api-client';
import { Button, ButtonLink, Inline, Stack } from '@rewards/design-system';
import { lazy, Suspense, useId } from 'react';
import * as parts from '../parts/parts.css';
import { useAppLinks } from '../parts/useAppLinks';
import { membershipLine } from '../rules/membershipLine';
import {
  ACTIVATING_MESSAGE,
  APP_POINTS,
  APP_QR_TEXT,
  APP_QR_TITLE,
  CLAIM_NOW_LABEL,
  EXCLUSIVE_OFFER_LABEL,
  EXCLUSIVE_OFFER_TEXT,
  NOT_ACTIVATED_FALLBACK,
  RETRY_LABEL,
  SIGN_IN_AGAIN_LABEL,
  SIGNED_OUT_MESSAGE,
  VISA_OFFER_CATEGORIES_PATH,
} from '../rules/texts';

// The QR code library loads only when a desktop activated popup shows, so it stays out of the flow's first chunk.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function ActivatingStep() {
  return (
    <p className={parts.busy} role="status">
      <Inline as="span" space="medium" alignY="center" wrap={false}>
        <span className={parts.spinner} aria-hidden="true" />
        {ACTIVATING_MESSAGE}
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
  const exclusiveId = useId();
  const appId = useId();
  const links = useAppLinks(showAppQr);
  return (
    <>
      {membership ? <p className={parts.text}>{membershipLine(membership)}</p> : null}
      <div className={parts.activated}>
        <section className={parts.exclusive} aria-labelledby={exclusiveId}>
          <Stack space="small">
            <h3 id={exclusiveId} className={parts.heading}>
              {EXCLUSIVE_OFFER_LABEL}
            </h3>
            <p className={parts.text}>{EXCLUSIVE_OFFER_TEXT}</p>
            <ButtonLink href={VISA_OFFER_CATEGORIES_PATH} size="large" fullWidth>
              {CLAIM_NOW_LABEL}
            </ButtonLink>
          </Stack>
        </section>
        {showAppQr && links ? (
          <section className={parts.appQr} aria-labelledby={appId}>
            <Stack space="small" align="center">
              <h3 id={appId} className={parts.heading}>
                {APP_QR_TITLE}
              </h3>
              <Suspense fallback={<div className={parts.qrPlaceholder} aria-busy="true" />}>
                <QRCodeSVG value={links.android} size={160} marginSize={2} title="QR code for the app" className={parts.qr} />
              </Suspense>
              <p className={parts.muted}>{APP_QR_TEXT}</p>
              <ul className={parts.points} aria-label="In the app">
                {APP_POINTS.map((point) => (
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
  return (
    <>
      <p className={parts.text}>{message ?? NOT_ACTIVATED_FALLBACK}</p>
      <Button size="large" fullWidth onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </>
  );
}

/** NO_VALID_EMAIL_MOBILE: the member was signed out; the card is kept for a new sign-in. */
export function SignedOutStep({ onSignInAgain }: { onSignInAgain: () => void }) {
  return (
    <>
      <p className={parts.text}>{SIGNED_OUT_MESSAGE}</p>
      <Button size="large" fullWidth onClick={onSignInAgain}>
        {SIGN_IN_AGAIN_LABEL}
      </Button>
    </>
  );
}
