import type { DataDeps } from '@rewards/api-client';
import { ApiError, useQueries } from '@rewards/api-client';
import { ButtonLink, htmlToText } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useRouteError, type LoaderFunction } from 'react-router-dom';

import { categoryHref, offerHref } from '../offerHref';
import * as page from './page.css';
import * as styles from './offerDetail.css';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ params }) => {
    await queryClient.ensureQueryData(queries.offer.detail(params['brand'] ?? ''));
    return null;
  };
}

/** The offer detail page: logo, header, sub-header, key points, savings and the offer's content. */
export function Component() {
  const partner = usePartner();
  const queries = useQueries();
  const { brand = '' } = useParams();
  const { data: offer } = useSuspenseQuery(queries.offer.detail(brand));

  return (
    <article className={styles.article}>
      <header className={styles.hero}>
        {offer.coverImageUrl && (
          <div className={styles.coverFrame}>
            <img className={styles.cover} src={offer.coverImageUrl} alt="" />
          </div>
        )}
        <div className={styles.heroContent}>
          <img className={styles.logo} src={offer.logoUrl} alt={`${offer.companyName} logo`} width={88} height={88} />
          <p className={styles.category}>
            <Link to={categoryHref(partner.categoriesPath, offer.categorySlug)} className={page.link}>
              {offer.category}
            </Link>
            <span aria-hidden="true"> · </span>
            {offer.companyName}
          </p>
          <h1 className={styles.header}>{offer.header}</h1>
          {offer.subHeader && <p className={styles.subHeader}>{offer.subHeader}</p>}
          {!offer.hideSavings && offer.savingsText && <p className={styles.savings}>{offer.savingsText}</p>}
        </div>
      </header>

      <div className={styles.body}>
        {offer.keyPoints.length > 0 && (
          <section className={page.section} aria-labelledby="offer-key-points">
            <h2 id="offer-key-points" className={page.h2}>
              Key points
            </h2>
            <ul className={styles.list}>
              {offer.keyPoints.map((point, index) => (
                <li key={index}>{htmlToText(point)}</li>
              ))}
            </ul>
          </section>
        )}
        {offer.aboutText && (
          <section className={page.section} aria-labelledby="offer-about">
            <h2 id="offer-about" className={page.h2}>
              About {offer.companyName}
            </h2>
            <p className={page.muted}>{offer.aboutText}</p>
          </section>
        )}
        {offer.howToUse.length > 0 && (
          <section className={page.section} aria-labelledby="offer-how-to-use">
            <h2 id="offer-how-to-use" className={page.h2}>
              How to use
            </h2>
            <ol className={styles.list}>
              {offer.howToUse.map((step, index) => (
                <li key={index}>{htmlToText(step)}</li>
              ))}
            </ol>
          </section>
        )}
        {offer.tncs.length > 0 && (
          <section className={page.section} aria-labelledby="offer-tncs">
            <h2 id="offer-tncs" className={page.h2}>
              Terms and conditions
            </h2>
            <ul className={styles.list}>
              {offer.tncs.map((tnc, index) => (
                <li key={index}>{htmlToText(tnc)}</li>
              ))}
            </ul>
          </section>
        )}
        {offer.faqs.length > 0 && (
          <section className={page.section} aria-labelledby="offer-faqs">
            <h2 id="offer-faqs" className={page.h2}>
              FAQs
            </h2>
            {offer.faqs.map((faq) => (
              <details key={faq.question} className={styles.faq}>
                <summary>{faq.question}</summary>
                <p className={page.muted}>{faq.answer}</p>
              </details>
            ))}
          </section>
        )}
        {offer.moreOffers.length > 0 && (
          <section className={page.section} aria-labelledby="offer-more">
            <h2 id="offer-more" className={page.h2}>
              More offers
            </h2>
            <ul className={styles.more}>
              {offer.moreOffers.map((more) => (
                <li key={more.id}>
                  <Link to={offerHref(partner.categoriesPath, more)} className={styles.moreLink}>
                    <img src={more.logoUrl} alt="" width={40} height={40} />
                    <span>{more.header}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

/** An unknown offer answers '404 offer not found'; any other failure goes up to the 500 screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const partner = usePartner();
  const navigate = useNavigate();
  if (!(error instanceof ApiError) || error.status !== 404) throw error;
  return (
    <div className={styles.notFound}>
      <h1 className={page.h1}>{error.responseMessage || '404 offer not found'}</h1>
      <p className={page.muted}>This offer may have ended or moved. Other offers are waiting for you.</p>
      <ButtonLink href={partner.categoriesPath} variant="primary" onNavigate={(href) => navigate(href)}>
        See all benefits
      </ButtonLink>
    </div>
  );
}
