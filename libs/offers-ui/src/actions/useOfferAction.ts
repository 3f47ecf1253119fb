import { createOfferActionsApi, useApiClient, useQueries } from '@rewards/api-client';
import type { CouponState, OfferState } from '@rewards/api-contract';
import { useLoginPopup, useSession } from '@rewards/auth';
import { useOverlay } from '@rewards/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  actionErrorMessage,
  applyConstantCode,
  applyCouponState,
  applyGeneration,
  couponTransition,
  ctaEffect,
  isNetworkFailure,
  offerStateOptions,
  reviewOrderHref,
} from './ctaRules';

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

/** One call's progress: pending while it runs; the server's message on failure; a note on success. */
export interface ActionStatus {
  pending: boolean;
  error: string | null;
  success: string | null;
}

const IDLE: ActionStatus = { pending: false, error: null, success: null };

export const ACTIVATED_MESSAGE = 'Activated. Your benefit is ready to use.';
export const GENERATION_REFUSED_MESSAGE = 'No code could be generated right now.';

/**
 * The effects of the offer's CTA (spec §4) over its cached state: `run` does what the current
 * action type says; `generate` and `updateCoupon` serve the coupon drawer too.
 */
export function useOfferAction(offerName: string, handle: OfferStateHandle) {
  const api = useApiClient();
  const actions = useMemo(() => createOfferActionsApi(api), [api]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLoginPopup();
  const drawer = useOverlay('coupons_drawer', offerName);
  const appInstall = useOverlay('appInstall_cta_qrcode', offerName);
  const [status, setStatus] = useState<ActionStatus>(IDLE);
  // The key of a generation whose answer never arrived: the retry sends it again (one code, not two).
  const pendingKey = useRef<string | null>(null);
  const { queryKey } = handle;

  const read = useCallback(() => queryClient.getQueryData<OfferState>(queryKey), [queryClient, queryKey]);
  const write = useCallback((update: (state: OfferState) => OfferState) => queryClient.setQueryData<OfferState>(queryKey, (state) => (state ? update(state) : state)), [queryClient, queryKey]);
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  const generate = useCallback(async () => {
    const state = read();
    if (!state) return;
    const key = pendingKey.current ?? crypto.randomUUID();
    pendingKey.current = key;
    setStatus({ ...IDLE, pending: true });
    try {
      const answer = await actions.generateCoupon(state.productDetails.subOfferName, key);
      pendingKey.current = null;
      if (!answer.success) {
        setStatus({ ...IDLE, error: answer.responseMessage || GENERATION_REFUSED_MESSAGE });
        refetch();
        return;
      }
      write((current) => applyGeneration(current, answer));
      setStatus({ ...IDLE, success: answer.couponCode ? `Your code ${answer.couponCode} is ready` : null });
      drawer.show();
      refetch();
    } catch (error) {
      if (!isNetworkFailure(error)) pendingKey.current = null;
      setStatus({ ...IDLE, error: actionErrorMessage(error) });
    }
  }, [actions, drawer, read, refetch, write]);

  const constantCode = useCallback(async () => {
    const state = read();
    if (!state) return;
    setStatus({ ...IDLE, pending: true });
    try {
      const answer = await actions.constantCoupon(state.productDetails.subOfferName);
      write((current) => applyConstantCode(current, answer.couponCode, answer.expiryDate));
      setStatus(IDLE);
      drawer.show();
    } catch (error) {
      setStatus({ ...IDLE, error: actionErrorMessage(error) });
      return;
    }
    // The activation is a record of the member taking the offer; the code is already theirs.
    try {
      await actions.activateOffer(offerName);
    } catch {
      // Not the member's concern: the code is shown either way.
    }
  }, [actions, drawer, offerName, read, write]);

  const activate = useCallback(async () => {
    const state = read();
    if (!state) return;
    setStatus({ ...IDLE, pending: true });
    try {
      const answer = await actions.activateMembership(state.productDetails.subOfferName);
      const done = answer.activationStatus.status === 4;
      write((current) => ({
        ...current,
        activationStatus: answer.activationStatus,
        ctaDetails: { ...current.ctaDetails, label: answer.ctaText, disabled: done || current.ctaDetails.disabled },
      }));
      setStatus(done ? { ...IDLE, success: answer.message || ACTIVATED_MESSAGE } : IDLE);
      // The server decides what comes next: 'OPEN {COMPANY}' once activated, or the offer is reset
      // to ACTIVATION IN PROCESS when it is not activated yet (spec §4).
      refetch();
    } catch (error) {
      setStatus({ ...IDLE, error: actionErrorMessage(error) });
    }
  }, [actions, read, refetch, write]);

  const redirect = useCallback(async () => {
    const state = read();
    if (!state) return;
    // Opened in the click itself, so popup blockers allow it; its address follows once signed.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setStatus({ ...IDLE, pending: true });
    try {
      const { redirectionUrl } = await actions.subOfferToken(state.productDetails.subOfferName);
      if (tab) tab.location.href = redirectionUrl;
      else window.open(redirectionUrl, '_blank', 'noopener');
      setStatus(IDLE);
    } catch (error) {
      tab?.close();
      setStatus({ ...IDLE, error: actionErrorMessage(error) });
    }
  }, [actions, read]);

  const run = useCallback(() => {
    const state = read();
    if (!state || status.pending) return;
    const cta = state.ctaDetails;
    switch (ctaEffect(cta.actionType)) {
      case 'openDrawer':
        drawer.show();
        return;
      case 'generate':
        void generate();
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
        navigate(reviewOrderHref(cta.data?.couponCode));
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
  }, [activate, appInstall, constantCode, drawer, generate, login, navigate, read, redirect, status.pending]);

  /** Copy or partner-page visit: applied to the cache first, then posted; a failed post is ignored. */
  const updateCoupon = useCallback(
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

  return { status, run, generate, updateCoupon, drawer, appInstall };
}

export type OfferAction = ReturnType<typeof useOfferAction>;
