import { ApiError, useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { Navigate, UNSAFE_ErrorResponseImpl, useParams } from 'react-router-dom';
import { DigitalEventView } from '../digitalEvents/DigitalEventView';
import { offerHref } from '@rewards/offers/offerHref';
import * as page from '@rewards/offers/page.css';
import { homeCatalogue } from '../i18n/catalogue';

/**
 * /digital-event/{offerName} (members only: the frame sends visitors through /login and back): a
 * streamed exclusive event and its video. Loaded in the browser with the member's token (the server
 * renders member pages as the frame only). An unknown name is the not-found page; an offer that is
 * not streamed opens its own offer page instead.
 */
export function Component() {
  const digitalEvents = useQueries().digitalEvent;
  const partner = usePartner();
  const t = useT(homeCatalogue);
  const { status, user } = useSession();
  const { offerName = '' } = useParams();
  const memberId = user?.ssoId ?? '';
  const query = useQuery({ ...digitalEvents.detail(offerName, memberId), enabled: status === 'loggedIn' && memberId !== '' });

  if (query.error instanceof ApiError && query.error.status === 404) {
    // The root error boundary turns a route's 404 into the not-found page.
    throw new UNSAFE_ErrorResponseImpl(404, 'Not Found', query.error.responseMessage);
  }
  if (query.error) throw query.error;
  const event = query.data;
  if (!event) {
    return (
      <div className={page.page}>
        <p className={page.muted} role="status">
          {t('digitalEvent.loading')}
        </p>
      </div>
    );
  }
  if (!event.isDigitalEvent) return <Navigate to={offerHref(partner.categoriesPath, event)} replace />;
  return <DigitalEventView event={event} onStateChange={() => void query.refetch()} />;
}
