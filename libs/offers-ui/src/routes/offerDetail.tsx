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
        <ListSection id="offer-key-points" title="Key points" items={offer.keyPoints} />
        {offer.aboutText && (
          <section className={page.section} aria-labelledby="offer-about">
            <h2 id="offer-about" className={page.h2}>
              About {offer.companyName}
            </h2>
            <p className={page.muted}>{offer.aboutText}</p>
          </section>
        )}
        <ListSection id="offer-how-to-use" title="How to use" items={offer.howToUse} ordered />
        <ListSection id="offer-tncs" title="Terms and conditions" items={offer.tncs} />
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

/** A titled list of HTML snippets from the API, shown as text; nothing when the list is empty. */
function ListSection({ id, title, items, ordered = false }: { id: string; title: string; items: readonly string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.h2}>
        {title}
      </h2>
      <List className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>{htmlToText(item)}</li>
        ))}
      </List>
    </section>
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
