import { useAuthApi, useQueries, type CardActivationAction } from '@rewards/api-client';
import { useSession, useSessionStore } from '@rewards/auth';
import { useT } from '@rewards/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCardApi } from '../api/useCardApi';
import { visaFlowCatalogue } from '../i18n/catalogue';
import { binOf } from '../rules/cardDigits';
import { activationOutcome, validationOutcome, verificationReturnOf, verificationStartOutcome, type Settled } from '../rules/outcomes';
import { VALIDATED_DELAY_MS } from '../rules/texts';
import { initialVisaFlowState, visaFlowReducer, type VisaFlowState } from '../rules/visaFlowState';
import { clearCardOfferSession, readCardOfferSession, saveCardOfferSession, type CardSessionStorage } from '../session/cardOfferSession';

export interface VisaOfferFlowOptions {
  cardChannelId: string;
  /** Where the card session is kept (default: sessionStorage). */
  storage?: CardSessionStorage | undefined;
  /** Sends the browser to the card network's sign-in (default `window.location.assign`). */
  redirect?: ((url: string) => void) | undefined;
}

export interface VisaOfferFlowControls {
  state: VisaFlowState;
  /** The member is signed in (the session says so). */
  signedIn: boolean;
  /** A reload is still restoring the session: the sign-in view waits for it before asking. */
  restoringSession: boolean;
  setDigits(digits: readonly string[]): void;
  clearDigits(): void;
  submitDigits(): void;
  /** The sign-in view's login finished (the member is in). */
  signedInHere(): void;
  chooseOption(action: CardActivationAction): void;
  proceed(): void;
  chooseDate(activationDate: string): void;
  confirmFuture(): void;
  back(): void;
  retry(): void;
  signInAgain(): void;
  /** 'Verify with Visa': off to the card network's sign-in. */
  verify(): void;
}

const VERIFICATION_PARAMS = ['cardVerification', 'cardVerificationReason'] as const;
const assignLocation = (url: string) => window.location.assign(url);

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> => promise.then(
  (result) => ({ result }),
  (error: unknown) => ({ error }),
);

/**
 * Runs the card-linked offer flow: the pure `visaFlowReducer` plus its calls (the card check, the
 * activation), the 1 s pause after a successful check, the card session kept for a reload, and
 * the session changes an activation brings (a refreshed member, or a sign-out).
 */
export function useVisaOfferFlow({ cardChannelId, storage, redirect = assignLocation }: VisaOfferFlowOptions): VisaOfferFlowControls {
  // The flow's own messages (a refusal without the API's words) in the page's language.
  const t = useT(visaFlowCatalogue);
  const cardApi = useCardApi();
  const authApi = useAuthApi();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const { status } = useSession();
  const signedIn = status === 'loggedIn';
  const location = useLocation();
  const navigate = useNavigate();
  // Opened by the card network's callback: the page's query says how the network's sign-in went.
  const [returned] = useState(() => verificationReturnOf(t, new URLSearchParams(location.search)));
  const [state, dispatch] = useReducer(visaFlowReducer, { cardChannelId, resumed: readCardOfferSession(storage), signedIn, returned }, initialVisaFlowState);

  // The callback's answer is read once: it leaves the address (a reload must not replay it), and a
  // verified card is remembered in the card session (the proof is the API's cookie).
  const search = location.search;
  useEffect(() => {
    if (!returned) return;
    const kept = readCardOfferSession(storage);
    if (kept && kept.cardChannelId === cardChannelId) saveCardOfferSession({ ...kept, verified: returned.done }, storage);
    // Once, for the page load that came back from the network.
  }, []);
  // The answer leaves the address wherever it is: a member's page rendered for them may move from
  // the logged-out home to their feed, carrying the query, while the flow is already open.
  useEffect(() => {
    if (!returned) return;
    const params = new URLSearchParams(search);
    if (!VERIFICATION_PARAMS.some((name) => params.has(name))) return;
    for (const name of VERIFICATION_PARAMS) params.delete(name);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
    // every navigation: the redirect keeps the query as it is, only the path changes
  }, [returned, search, location.key, navigate]);

  // After a reload the session is restored by a renewal: a resumed card waits at the sign-in view
  // for it, then goes on to the options if the member turns out to be signed in.
  const [restoringSession, setRestoringSession] = useState(status === 'loggingIn');
  if (restoringSession && status !== 'loggingIn') {
    setRestoringSession(false);
    if (status === 'loggedIn') dispatch({ type: 'signedIn' });
  }

  // Answers that arrive after the flow is gone (the popup closed) change nothing, not even the session kept.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Each call runs once per attempt (a re-run effect must not send it twice).
  const sent = useRef(0);

  useEffect(() => {
    if (state.step !== 'VALIDATING' || sent.current === state.attempt) return;
    const { attempt, cardChannelId: channel } = state;
    const cardBin = binOf(state.digits);
    sent.current = attempt;
    void settle(cardApi.validate(channel, cardBin)).then((settled) => {
      if (!alive.current) return;
      const outcome = validationOutcome(t, settled);
      if (outcome.kind === 'eligible') saveCardOfferSession({ cardChannelId: channel, cardBin, offer: outcome.offer }, storage);
      dispatch({ type: 'validationAnswered', attempt, outcome });
    });
  }, [state, cardApi, storage, t]);

  useEffect(() => {
    if (state.step !== 'ACTIVATING' || !state.request || !state.cardBin || sent.current === state.attempt) return;
    const { attempt, cardChannelId: channel, cardBin, request } = state;
    sent.current = attempt;
    void settle(cardApi.activate(channel, { cardBin, ...request })).then((settled) => {
      if (!alive.current) return;
      const outcome = activationOutcome(t, settled);
      if (outcome.kind === 'activated' || outcome.kind === 'cardRefused') clearCardOfferSession(storage);
      if (outcome.kind === 'notVerified' || outcome.kind === 'signedOut') {
        // The network's word is gone (expired, or another session's): a reload must ask for it again.
        const kept = readCardOfferSession(storage);
        if (kept) saveCardOfferSession({ ...kept, verified: false }, storage);
      }
      if (outcome.kind === 'activated') {
        // The member is a card-network member now: the header and guards read the fresh record.
        void authApi
          .currentUser()
          .then((user) => {
            sessionStore.setUser(user);
            queryClient.setQueryData(queries.user.current().queryKey, user);
          })
          .catch(() => undefined);
      }
      if (outcome.kind === 'signedOut') {
        // The server ended the session (no verified mobile or email); this tab and the others forget it.
        sessionStore.clear();
        queryClient.removeQueries({ queryKey: queries.user.all() });
      }
      dispatch({ type: 'activationAnswered', attempt, outcome });
    });
  }, [state, cardApi, storage, authApi, sessionStore, queryClient, queries, t]);

  useEffect(() => {
    if (state.step !== 'VERIFYING' || !state.cardBin || sent.current === state.attempt) return;
    const { attempt, cardChannelId: channel, cardBin } = state;
    sent.current = attempt;
    // The network sends the browser back to this page, where the kept card reopens the flow.
    const returnTo = `${location.pathname}${location.search}`;
    void settle(cardApi.startVerification(channel, { cardBin, returnTo })).then((settled) => {
      if (!alive.current) return;
      const outcome = verificationStartOutcome(t, settled, (url) => {
        const kept = readCardOfferSession(storage);
        if (kept) saveCardOfferSession({ ...kept, verified: false }, storage);
        redirect(url);
      });
      if (outcome.kind === 'cardRefused') clearCardOfferSession(storage);
      dispatch({ type: 'verificationAnswered', attempt, outcome });
    });
  }, [state, cardApi, storage, redirect, location.pathname, location.search, t]);

  useEffect(() => {
    if (state.step !== 'VALIDATED') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'validatedShown', signedIn }), VALIDATED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.step, signedIn]);

  return {
    state,
    signedIn,
    restoringSession,
    setDigits: (digits) => dispatch({ type: 'digitsChanged', digits }),
    clearDigits: () => dispatch({ type: 'digitsCleared' }),
    submitDigits: () => dispatch({ type: 'submitDigits' }),
    signedInHere: () => dispatch({ type: 'signedIn' }),
    chooseOption: (action) => dispatch({ type: 'optionChosen', action }),
    proceed: () => dispatch({ type: 'proceed' }),
    chooseDate: (activationDate) => dispatch({ type: 'dateChosen', activationDate }),
    confirmFuture: () => dispatch({ type: 'confirmFuture' }),
    back: () => dispatch({ type: 'back' }),
    retry: () => dispatch({ type: 'retry' }),
    signInAgain: () => dispatch({ type: 'signInAgain' }),
    verify: () => dispatch({ type: 'verify' }),
  };
}
