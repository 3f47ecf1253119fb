import { ApiError, useAuthApi, useQueries } from '@rewards/api-client';
import { SERVICE_CODES } from '@rewards/api-contract';
import { ButtonLink, PageMeta, Stack } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { authCatalogue } from '../i18n/catalogue';
import { errorMessageFor } from '../rules/errors';
import { useSession, useSessionStore } from '../session';
import * as styles from './TicketingPage.css';

export const TICKETING_PATH = '/ticketing';
/** A link without its ticket: the English text, as the catalogue's 'ticketing.missing' says it. */
export const TICKET_MISSING_MESSAGE = 'This sign-in link is incomplete. Please sign in with your mobile number.';
/**
 * The API's 401 TPJWT400 for a ticket that is unknown, used or past its 2 minutes: the English text,
 * as the catalogue's 'ticketing.spent' says it.
 */
export const TICKET_SPENT_MESSAGE = 'This sign-in link has expired or was already used. Please sign in with your mobile number.';

function refusalOf(error: unknown, t: Translate): string {
  return error instanceof ApiError && error.body?.systemErrorCode === SERVICE_CODES.tokenInvalid ? t('ticketing.spent') : errorMessageFor(error, t);
}

/** A failure's text is chosen when it happens: a missing ticket, or the exchange's refusal. */
type State = { kind: 'signingIn' } | { kind: 'missing' } | { kind: 'failed'; message: string };

/**
 * /ticketing (noindex, no breadcrumbs): the single sign-on hand-off. Another app of ours that has
 * verified the member sends them here with `?ticketId=` (a single-use ticket from a verified code,
 * valid 2 minutes); the page exchanges it for a session (the refresh token arrives as an HttpOnly
 * cookie) and takes the member home. A spent, expired or missing ticket says so and offers sign-in.
 */
export function TicketingPage() {
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId') ?? '';
  const session = useSession();
  const store = useSessionStore();
  const authApi = useAuthApi();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const partner = usePartner();
  const navigate = useNavigate();
  const t = useT(authCatalogue);
  const [state, setState] = useState<State>(() => (ticketId ? { kind: 'signingIn' } : { kind: 'missing' }));
  // one exchange per ticket: the ticket is single use, and a second call would only be refused
  const exchanged = useRef<string | null>(null);
  // a member who arrives signed in keeps their session and goes home; the ticket is left unspent
  const [alreadyIn] = useState(() => session.status === 'loggedIn');

  useEffect(() => {
    if (!ticketId || alreadyIn || exchanged.current === ticketId) return;
    exchanged.current = ticketId;
    store.beginLogin();
    authApi
      .exchangeTicket({ origin: 'LOGIN', channel: partner.channel, ticketId })
      .then((result) => {
        store.completeLogin(result);
        queryClient.setQueryData(queries.user.current().queryKey, result.user);
        void navigate(partner.home, { replace: true });
      })
      .catch((error: unknown) => {
        if (store.getState().status === 'loggingIn') store.clear();
        setState({ kind: 'failed', message: refusalOf(error, t) });
      });
  }, [ticketId, alreadyIn, store, authApi, partner.channel, partner.home, queryClient, queries, navigate, t]);

  if (alreadyIn) return <Navigate to={partner.home} replace />;
  return (
    <section className={styles.page} aria-labelledby="ticketing-title">
      <PageMeta
        title={t('ticketing.metaTitle', { brand: partner.brandName })}
        description={t('ticketing.metaDescription', { brand: partner.brandName })}
        canonicalPath={TICKETING_PATH}
        noIndex
      />
      <Stack space="standard" align="center">
        <h1 id="ticketing-title" className={styles.title}>
          {state.kind === 'signingIn' ? t('ticketing.title') : t('ticketing.failedTitle')}
        </h1>
        {state.kind === 'signingIn' ? (
          <p className={styles.text} role="status">
            {t('ticketing.oneMoment')}
          </p>
        ) : (
          <>
            <p className={styles.text} role="alert">
              {state.kind === 'missing' ? t('ticketing.missing') : state.message}
            </p>
            <ButtonLink href="/login" onNavigate={(href) => void navigate(href)}>
              {t('ticketing.signIn')}
            </ButtonLink>
          </>
        )}
      </Stack>
    </section>
  );
}
