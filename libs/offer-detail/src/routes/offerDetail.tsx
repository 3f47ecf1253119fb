import type { DataDeps } from '@rewards/api-client';
import { ApiError, useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { ButtonLink, PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useRouteError, type LoaderFunction } from 'react-router-dom';
import { OfferDetailView, type OfferDetailViewProps } from '../OfferDetailView';
import * as page from '@rewards/offers/page.css';
import { offerDetailCatalogue } from '../i18n/catalogue';
import * as styles from './offerDetail.css';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ params }) => {
    await queryClient.ensureQueryData(queries.offer.detail(params['brand'] ?? ''));
    return null;
  };
}

/** The offer detail page (`{base}/:catName/:brand`): every field of the offer that has a value. */
export function Component() {
  return <OfferPage />;
}

/** The offer named by the `:brand` parameter, on the detail page or in a landing layout. */
export function OfferPage({ layout }: Pick<OfferDetailViewProps, 'layout'>) {
  const queries = useQueries();
  const { status } = useSession();
  const { brand = '' } = useParams();
  const { pathname } = useLocation();
  const { data: offer } = useSuspenseQuery(queries.offer.detail(brand));
  return <OfferDetailView offer={offer} isLoggedIn={status === 'loggedIn'} layout={layout} canonicalPath={pathname} />;
}

/** An unknown offer answers '404 offer not found'; any other failure goes up to the 500 screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const partner = usePartner();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT(offerDetailCatalogue);
  if (!(error instanceof ApiError) || error.status !== 404) throw error;
  // the server's words, else the spec's (in the page's language)
  const message = error.responseMessage || t('notFound.message');
  return (
    <div className={styles.notFound}>
      <Stack space="standard" align="center">
        <PageMeta title={message} description={t('notFound.description')} canonicalPath={pathname} noIndex />
        <p className={styles.oops} aria-hidden="true">
          {t('notFound.oops')}
        </p>
        <h1 className={page.h1}>{message}</h1>
        <p className={page.muted}>{t('notFound.text')}</p>
        <ButtonLink href={partner.categoriesPath} variant="primary" onNavigate={(href) => navigate(href)}>
          {t('notFound.seeAll')}
        </ButtonLink>
      </Stack>
    </div>
  );
}
