import { DEFAULT_ATTRIBUTION, useQueries } from '@rewards/api-client';
import { readAttribution } from '@rewards/api-client/attribution';
import { isPartnerChannel, UNCLAIMED_PROFILE, type User } from '@rewards/api-contract';
import { authCatalogue, errorMessageFor, useHoldProfilePrompts, useSessionStore, type LoggedIn } from '@rewards/auth';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long the outcome shows before the member is taken on (spec: the app opens after 3 seconds). */
export const ONWARD_DELAY_MS = 3000;

export type SignInMode = 'register' | 'activate' | 'login';

export type ClaimSuccess = 'loggedIn' | 'claimed';

export type ClaimState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  /** 'Login successful' (loggedIn) or 'You have successfully claimed the offer' (claimed): ClaimOutcome says it. */
  | { kind: 'done'; outcome: ClaimSuccess }
  | { kind: 'failed'; message: string };

export interface ClaimOnLogin {
  state: ClaimState;
  /**
   * For the login popup's `onLoggedIn`: claims when the login calls for it, then shows the outcome.
   * `register`: the grocery's ACTIVATE OFFER (a store code); `activate`: the department store's
   * ACTIVATE OFFER (the enrolment); `login`: LOGIN.
   */
  afterLogin(loggedIn: LoggedIn, mode: SignInMode): void;
  /** A member who is already logged in claims here: an enrolment, or with a store code on the grocery site. */
  claimNow(storeCode?: string): void;
  /** After a refusal: back to the landing's buttons, to try again. */
  reset(): void;
  /** Takes the member on to their home (the Explore button, and the automatic move after 3 s). */
  goOn(): void;
}

/**
 * What a co-brand landing does once sign-in finishes: an enrolled member whose membership is still
 * unclaimed (primeProfile 10), or a new customer who registered with a store code, claims it (the
 * API activates it exactly once); then the landing says so and, unless `waitForExplore`, moves on to
 * the partner's home after 3 seconds.
 */
export function useClaimOnLogin({ waitForExplore = false }: { waitForExplore?: boolean } = {}): ClaimOnLogin {
  const partner = usePartner();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [state, setState] = useState<ClaimState>({ kind: 'idle' });
  // The outcome is seen (and announced) before a profile prompt may cover it: the prompts wait while
  // the claim runs and for as long as the outcome shows before the landing moves on (3 s), so a new
  // customer named 'Guest' is asked for a name after reading it, or on the partner's home.
  const [outcomeRead, setOutcomeRead] = useState(false);
  const outcomeShows = state.kind === 'done' || state.kind === 'failed';
  useHoldProfilePrompts(state.kind === 'pending' || (outcomeShows && !outcomeRead));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const authT = useT(authCatalogue);
  const goOn = useCallback(() => navigate(partner.home, { replace: true }), [navigate, partner.home]);

  // Claims the membership (the API activates it exactly once), refreshes the member everywhere, then
  // tells them `success`; a refusal shows the server's reason.
  const claim = useCallback(
    (storeCode: string | undefined, success: ClaimSuccess) => {
      const channel = partner.channel;
      if (!isPartnerChannel(channel)) return;
      setState({ kind: 'pending' });
      void (async () => {
        try {
          await queries.calls.partner.claim({ ...DEFAULT_ATTRIBUTION, ...readAttribution(), channel, ...(storeCode ? { storeCode } : {}) });
          // the member now reads as an active member: the session and every page take the new profile,
          // and the landing stays to say so before it takes them on
          const user: User = await queryClient.fetchQuery({ ...queries.user.current(), staleTime: 0 });
          store.setUser(user, { arriving: true });
          if (mounted.current) setState({ kind: 'done', outcome: success });
        } catch (error) {
          if (mounted.current) setState({ kind: 'failed', message: errorMessageFor(error, authT) });
        }
      })();
    },
    [partner.channel, queries.calls.partner, queries.user, queryClient, store, authT],
  );

  const afterLogin = useCallback(
    ({ result, code }: LoggedIn, mode: SignInMode) => {
      const registering = mode === 'register' && code !== undefined;
      const mustClaim = isPartnerChannel(partner.channel) && (registering || result.user.primeProfile === UNCLAIMED_PROFILE);
      if (!mustClaim) setState({ kind: 'done', outcome: 'loggedIn' });
      else claim(registering ? code : undefined, claimedOutcome(mode));
    },
    [claim, partner.channel],
  );

  const claimNow = useCallback((storeCode?: string) => claim(storeCode, 'claimed'), [claim]);

  // The outcome shows for 3 seconds: then it counts as read (the profile prompts may open) and a
  // success takes the member on (unless the landing waits for Explore).
  useEffect(() => {
    setOutcomeRead(false);
    if (state.kind !== 'done' && state.kind !== 'failed') return;
    const movesOn = state.kind === 'done' && !waitForExplore;
    const timer = setTimeout(() => {
      setOutcomeRead(true);
      if (movesOn) goOn();
    }, ONWARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [goOn, state, waitForExplore]);

  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, afterLogin, claimNow, reset, goOn };
}

/**
 * What a claim made during sign-in says (spec): 'You have successfully claimed the offer' after
 * registering with a store code, or the department store's ACTIVATE OFFER; LOGIN says 'Login
 * successful' even when it claimed an enrolment on the way.
 */
export function claimedOutcome(mode: SignInMode): ClaimSuccess {
  return mode === 'login' ? 'loggedIn' : 'claimed';
}
