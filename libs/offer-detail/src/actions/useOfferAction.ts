import { useQueries } from '@rewards/api-client';
import { useLoginPopup, useSession } from '@rewards/auth';
import { useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { joinPath, usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { generationConfirmation } from '../coupons/generationConfirmation';
import { offerDetailCatalogue } from '../i18n/catalogue';
import { ctaEffect, offerStateOptions } from './ctaRules';
import {
  IDLE,
  useActivation,
  useConstantCode,
  useCouponUpdate,
  useGenerateCode,
  useOfferStateCache,
  useRedirect,
  type ActionStatus,
} from './offerEffects';

/** The viewer's state of the offer; its key changes with the viewer, so a login or logout refetches it. */
export function useOfferState(offerName: string) {
  const queries = useQueries();
  const session = useSession();
  const options = offerStateOptions(session.status === 'loggedIn', session.user);
  const stateQuery = queries.offer.state(offerName, options);
  const query = useQuery(stateQuery);
  return { query, queryKey: stateQuery.queryKey };
}

export type OfferStateHandle = ReturnType<typeof useOfferState>;

export { type ActionStatus } from './offerEffects';

/** Where a generation that needs confirming was asked for: the member goes back there after the question. */
export interface CouponConfirmationPayload {
  from: 'cta' | 'coupons_drawer';
}

/**
 * The effects of the offer's CTA (spec §4) over its cached state: `run` does what the current
 * action type says; `generate` and `updateCoupon` serve the coupon drawer too.
 */
export function useOfferAction(offerName: string, handle: OfferStateHandle) {
  const actions = useQueries().calls.offerActions;
  const navigate = useNavigate();
  const partner = usePartner();
  const login = useLoginPopup();
  const drawer = useOverlay('coupons_drawer', offerName);
  const appInstall = useOverlay('appInstall_cta_qrcode', offerName);
  const confirmation = useOverlay<CouponConfirmationPayload>('coupon_confirmation', offerName);
  const t = useT(offerDetailCatalogue);
  const [status, setStatus] = useState<ActionStatus>(IDLE);
  const cache = useOfferStateCache(handle.queryKey);
  const deps = { actions, cache, report: setStatus, t };

  const generate = useGenerateCode(deps, drawer);
  const constantCode = useConstantCode(deps, drawer, offerName);
  const activate = useActivation(deps);
  const redirect = useRedirect(deps);
  const updateCoupon = useCouponUpdate(deps);
  const { read } = cache;

  /**
   * A generation the member asked for (the CTA or the drawer's 'GENERATE NEXT CODE'): the member's
   * last code of a limited pool is asked about first (`coupon_confirmation`), any other is generated.
   */
  const requestGenerate = useCallback(
    (from: CouponConfirmationPayload['from']) => {
      const state = read();
      if (!state || status.pending) return;
      if (generationConfirmation(state)) confirmation.show({ from });
      else void generate();
    },
    [confirmation, generate, read, status.pending],
  );
  /** Back where the question was asked: the drawer opens again, or the question just closes. */
  const leaveConfirmation = useCallback(() => {
    if (confirmation.payload?.from === 'coupons_drawer') drawer.show();
    else confirmation.hide();
  }, [confirmation, drawer]);
  const confirmGenerate = useCallback(() => {
    leaveConfirmation();
    void generate();
  }, [generate, leaveConfirmation]);

  const run = useCallback(() => {
    const state = read();
    if (!state || status.pending) return;
    const cta = state.ctaDetails;
    switch (ctaEffect(cta.actionType)) {
      case 'openDrawer':
        drawer.show();
        return;
      case 'generate':
        requestGenerate('cta');
        return;
      case 'constantCode':
        void constantCode();
        return;
      case 'activate':
        void activate();
        return;
      case 'redirect':
        void redirect();
        return;
      case 'reviewOrder':
        // JOIN TO AVAIL: the payment page, or the claim landing on a co-brand (it takes no payments)
        navigate(joinPath(partner, cta.data?.couponCode));
        return;
      case 'appInstall':
        appInstall.show();
        return;
      case 'login':
        login.open({ origin: 'LOGIN' });
        return;
      case 'none':
        return;
    }
  }, [activate, appInstall, constantCode, drawer, login, navigate, partner, read, redirect, requestGenerate, status.pending]);

  return { status, run, generate, requestGenerate, confirmGenerate, cancelGenerate: leaveConfirmation, updateCoupon, drawer, appInstall, confirmation };
}

export type OfferAction = ReturnType<typeof useOfferAction>;
