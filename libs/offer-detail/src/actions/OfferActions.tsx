import { useQueries } from '@rewards/api-client';
import type { OfferDetail, OfferState } from '@rewards/api-contract';
import { useSession } from '@rewards/auth';
import { useT } from '@rewards/i18n';
import { AppInstallPrompt, Button, Inline, Stack } from '@rewards/design-system';
import { joinLink, usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CouponConfirmation } from '../coupons/CouponConfirmation';
import { generationConfirmation } from '../coupons/generationConfirmation';
import { CouponDrawer } from '../coupons/CouponDrawer';
import { CouponTermsSheet } from '../coupons/CouponTermsSheet';
import { FlashSaleCta } from '../flashSale';
import { offerDetailCatalogue } from '../i18n/catalogue';
import { SavingsPrompt } from '../savings/SavingsPrompt';
import { useBrowsingSlots } from '@rewards/platform';
import { actionErrorMessage, ctaLabelArea } from './ctaRules';
import * as styles from './OfferActions.css';
import { StickyCta } from './StickyCta';
import { useOfferAction, type OfferAction, type OfferStateHandle } from './useOfferAction';

export interface OfferActionsProps {
  offer: OfferDetail;
  handle: OfferStateHandle;
}

/**
 * The offer's CTA area: pending while the viewer's state loads, its error with 'Try again', then
 * the CTA the server resolved with its texts, the effect of a click (spec §4), the coupon drawer
 * with its terms (`coupons_tnc`), the question before a last code (`coupon_confirmation`), the
 * app-install prompt and, on phones, the sticky bottom CTA once the hero CTA scrolls away.
 */
export function OfferActions({ offer, handle }: OfferActionsProps) {
  const slots = useBrowsingSlots();
  const t = useT(offerDetailCatalogue);
  const buy = slots.offerBuy?.(offer);
  const { query } = handle;

  if (query.isPending) {
    return (
      <div className={styles.area} role="group" aria-label={t('actions.label')} aria-busy="true">
        <Stack space="small" align="start">
          <span className={styles.skeleton} aria-hidden="true" />
          <span className={styles.visuallyHidden}>{t('actions.loading')}</span>
          {buy}
        </Stack>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.area} role="group" aria-label={t('actions.label')}>
        <Stack space="small" align="start">
          <p role="alert" className={styles.alert}>
            {actionErrorMessage(t, query.error) || t('actions.stateError')}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('actions.tryAgain')}
          </Button>
          {buy}
        </Stack>
      </div>
    );
  }
  return <LoadedActions offer={offer} handle={handle} state={query.data} buy={buy} />;
}

function LoadedActions({ offer, handle, state, buy }: { offer: OfferDetail; handle: OfferStateHandle; state: OfferState; buy: ReactNode }) {
  const action = useOfferAction(offer.name, handle);
  const { pathname } = useLocation();
  const heroRef = useRef<HTMLDivElement>(null);
  const partner = usePartner();
  const t = useT(offerDetailCatalogue);
  const area = ctaLabelArea(state);
  const inert = area.kind === 'paused' || area.disabled;

  return (
    <>
      <div className={styles.area} role="group" aria-label={t('actions.label')} ref={heroRef}>
        <Stack space="small" align="start">
          {area.kind === 'label' && area.upper ? <p className={styles.upper}>{area.upper}</p> : null}
          {area.kind === 'loggedOut' ? (
            <Inline as="p" space="small" alignY="center">
              <span className={styles.chip}>{area.chipLabel}</span>
              <JoinChip link={joinLink(partner, area.linkChip)} />
            </Inline>
          ) : null}
          <Inline space="small" alignY="center">
            {state.flashSale ? (
              // Exclusive events sold in limited numbers: the sale's own CTA states (h5's FlashSaleCta).
              <FlashSaleCta flashSale={state.flashSale} onAct={action.run} actLabel={area.label} pending={action.status.pending} />
            ) : (
              <CtaButton action={action} label={area.label} disabled={inert} />
            )}
            {buy}
          </Inline>
          {area.kind === 'paused' ? (
            <>
              {area.message ? <p className={styles.lower}>{area.message}</p> : null}
              {area.link ? (
                <a href={area.link.url} className={styles.pausedLink} target="_blank" rel="noopener noreferrer">
                  {area.link.label}
                </a>
              ) : null}
            </>
          ) : null}
          {area.kind === 'label' && area.lower ? <p className={styles.lower}>{area.lower}</p> : null}
          {state.unlockTracker ? <p className={styles.unlock}>{state.unlockTracker.label}</p> : null}
          {action.status.error ? (
            <p role="alert" className={styles.alert}>
              {action.status.error}
            </p>
          ) : null}
          <p role="status" className={styles.success}>
            {action.status.success ?? ''}
          </p>
        </Stack>
      </div>

      {inert || state.flashSale ? null : (
        <StickyCta type="sticky_odp_cta" anchorRef={heroRef} label={t('actions.stickyLabel', { company: offer.companyName })}>
          <CtaButton action={action} label={area.label} disabled={false} fullWidth />
        </StickyCta>
      )}

      <CouponDrawer
        offerName={offer.name}
        companyName={state.productDetails.companyName || offer.companyName}
        state={state}
        tncs={offer.tncs}
        onCouponState={action.updateCoupon}
        onGenerate={() => action.requestGenerate('coupons_drawer')}
        generating={action.status.pending}
        error={action.drawer.isOpen ? action.status.error : null}
      />
      <CouponTermsSheet offerName={offer.name} companyName={state.productDetails.companyName || offer.companyName} tncs={offer.tncs} />
      <CouponConfirmation
        open={action.confirmation.isOpen}
        confirmation={generationConfirmation(state)}
        onConfirm={action.confirmGenerate}
        onCancel={action.cancelGenerate}
      />
      <SavingsPrompt offerName={offer.name} companyName={state.productDetails.companyName || offer.companyName} />
      {action.appInstall.isOpen ? <AppPrompt state={state} onOpenChange={action.appInstall.onOpenChange} pathname={pathname} /> : null}
    </>
  );
}

/**
 * While its call runs the button stays focused (aria-disabled, not disabled; `run` ignores clicks
 * meanwhile), so the coupon drawer it opens gives focus back to it when it closes.
 */
function CtaButton({ action, label, disabled, fullWidth = false }: { action: OfferAction; label: string; disabled: boolean; fullWidth?: boolean }) {
  const pending = action.status.pending;
  return (
    <Button variant="primary" size="large" fullWidth={fullWidth} disabled={disabled} aria-disabled={pending || undefined} aria-busy={pending} onClick={action.run}>
      {label}
    </Button>
  );
}

/** The app-install prompt: the offer's app link, or the store links of the layout's side menu. */
function AppPrompt({ state, onOpenChange, pathname }: { state: OfferState; onOpenChange: (open: boolean) => void; pathname: string }) {
  const queries = useQueries();
  const { status } = useSession();
  const menu = useQuery({ ...queries.layout.frame(status === 'loggedIn' ? 'member' : 'visitor'), enabled: !state.dlUrl }).data?.hamburgerMenu;
  const links = state.dlUrl ? { ios: state.dlUrl, android: state.dlUrl } : menu ? { ios: menu.downloadLinkIos, android: menu.downloadLinkAndroid } : null;
  if (!links) return null;
  return <AppInstallPrompt open onOpenChange={onOpenChange} links={links} pathname={pathname} />;
}

/** The visitor's link chip ('See plans'; on a co-brand the way to claim the membership). */
function JoinChip({ link }: { link: { label: string; url: string } }) {
  return (
    <Link to={link.url} className={styles.linkChip}>
      {link.label}
    </Link>
  );
}
