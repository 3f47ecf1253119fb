// The offer CTA's effects (spec §4), one hook each, over the offer's cached state. useOfferAction
// picks the one the current action type asks for; each reports its progress through `report`.
import type { OfferActionsApi } from '@rewards/api-client';
import type { CouponState, OfferState } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';
import type { OverlayControls } from '@rewards/platform';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { actionErrorMessage, applyConstantCode, applyCouponState, applyGeneration, couponTransition, isNetworkFailure } from './ctaRules';
import { savingsPrompts } from '../savings/savingsPrompts';

/** One call's progress: pending while it runs; the server's message on failure; a note on success. */
export interface ActionStatus {
  pending: boolean;
  error: string | null;
  success: string | null;
}

export const IDLE: ActionStatus = { pending: false, error: null, success: null };

/** The viewer's cached state of the offer: read it, change it in place, or fetch it again. */
export function useOfferStateCache(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const read = useCallback(() => queryClient.getQueryData<OfferState>(queryKey), [queryClient, queryKey]);
  const write = useCallback((update: (state: OfferState) => OfferState) => queryClient.setQueryData<OfferState>(queryKey, (state) => (state ? update(state) : state)), [queryClient, queryKey]);
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
  return { read, write, refetch };
}

export type OfferStateCache = ReturnType<typeof useOfferStateCache>;

export interface EffectDeps {
  actions: OfferActionsApi;
  cache: OfferStateCache;
  report: (status: ActionStatus) => void;
  /** The page's language (the offer-detail catalogue's `t`): what the effects say. */
  t: Translate;
}

/**
 * GENERATE_COUPON: a new code, shown in the coupon drawer. A generation whose answer never arrived
 * is retried with the same key, so the member gets one code, not two.
 */
export function useGenerateCode({ actions, cache, report, t }: EffectDeps, drawer: OverlayControls<unknown>) {
  const pendingKey = useRef<string | null>(null);
  const { read, write, refetch } = cache;
  return useCallback(async () => {
    const state = read();
    if (!state) return;
    const key = pendingKey.current ?? crypto.randomUUID();
    pendingKey.current = key;
    report({ ...IDLE, pending: true });
    try {
      const answer = await actions.generateCoupon(state.productDetails.subOfferName, key);
      pendingKey.current = null;
      if (!answer.success) {
        report({ ...IDLE, error: answer.responseMessage || t('actions.refused') });
        refetch();
        return;
      }
      write((current) => applyGeneration(t, current, answer));
      report({ ...IDLE, success: answer.couponCode ? t('actions.codeReady', { code: answer.couponCode }) : null });
      drawer.show();
      savingsPrompts.noteCode(state.name, answer.couponCode, answer.savings);
      refetch();
    } catch (error) {
      if (!isNetworkFailure(error)) pendingKey.current = null;
      report({ ...IDLE, error: actionErrorMessage(t, error) });
    }
  }, [actions, drawer, read, refetch, report, t, write]);
}

/** CONSTANT_COUPON: the offer's one code, shown in the drawer, then the activation recorded. */
export function useConstantCode({ actions, cache, report, t }: EffectDeps, drawer: OverlayControls<unknown>, offerName: string) {
  const { read, write } = cache;
  return useCallback(async () => {
    const state = read();
    if (!state) return;
    report({ ...IDLE, pending: true });
    try {
      const answer = await actions.constantCoupon(state.productDetails.subOfferName);
      write((current) => applyConstantCode(current, answer.couponCode, answer.expiryDate));
      report(IDLE);
      drawer.show();
    } catch (error) {
      report({ ...IDLE, error: actionErrorMessage(t, error) });
      return;
    }
    // The activation is a record of the member taking the offer; the code is already theirs.
    try {
      await actions.activateOffer(offerName);
    } catch {
      // Not the member's concern: the code is shown either way.
    }
  }, [actions, drawer, offerName, read, report, t, write]);
}

/** ACTIVATE_MEMBERSHIP: the partner membership is activated; the server decides the CTA that follows. */
export function useActivation({ actions, cache, report, t }: EffectDeps) {
  const { read, write, refetch } = cache;
  return useCallback(async () => {
    const state = read();
    if (!state) return;
    report({ ...IDLE, pending: true });
    try {
      const answer = await actions.activateMembership(state.productDetails.subOfferName);
      const done = answer.activationStatus.status === 4;
      write((current) => ({
        ...current,
        activationStatus: answer.activationStatus,
        ctaDetails: { ...current.ctaDetails, label: answer.ctaText, disabled: done || current.ctaDetails.disabled },
      }));
      report(done ? { ...IDLE, success: answer.message || t('actions.activated') } : IDLE);
      // The server decides what comes next: 'OPEN {COMPANY}' once activated, or the offer is reset
      // to ACTIVATION IN PROCESS when it is not activated yet (spec §4).
      refetch();
    } catch (error) {
      report({ ...IDLE, error: actionErrorMessage(t, error) });
    }
  }, [actions, read, refetch, report, t, write]);
}

/** REDIRECT: the partner's site in a new tab, at a signed address. */
export function useRedirect({ actions, cache, report, t }: EffectDeps) {
  const { read } = cache;
  return useCallback(async () => {
    const state = read();
    if (!state) return;
    // Opened in the click itself, so popup blockers allow it; its address follows once signed.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    report({ ...IDLE, pending: true });
    try {
      const { redirectionUrl } = await actions.subOfferToken(state.productDetails.subOfferName);
      if (tab) tab.location.href = redirectionUrl;
      else window.open(redirectionUrl, '_blank', 'noopener');
      report(IDLE);
    } catch (error) {
      tab?.close();
      report({ ...IDLE, error: actionErrorMessage(t, error) });
    }
  }, [actions, read, report, t]);
}

/** Copy or partner-page visit: applied to the cache first, then posted; a failed post is ignored. */
export function useCouponUpdate({ actions, cache }: Pick<EffectDeps, 'actions' | 'cache'>) {
  const { read, write } = cache;
  return useCallback(
    (couponCode: string, toState: CouponState) => {
      const state = read();
      const coupon = state?.redemptionDetails.activeCoupons.find((item) => item.couponCode === couponCode);
      const move = coupon ? couponTransition(coupon, toState) : null;
      if (!move) return;
      write((current) => applyCouponState(current, couponCode, toState));
      actions.updateCouponState(couponCode, move.fromState, move.toState).catch(() => undefined);
    },
    [actions, read, write],
  );
}
