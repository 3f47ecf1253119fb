import { ApiError, useQueries } from '@rewards/api-client';
import type { Offer } from '@rewards/api-contract';
import { Inline, Stack, TextInput } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { offerHref } from '@rewards/offers/offerHref';
import { listingCatalogue } from '../i18n/catalogue';
import { SEARCH_DEBOUNCE_MS, searchResults, shouldSearch } from './searchRules';
import * as styles from './SearchPanel.css';

export interface SearchPanelProps {
  /** Where the search was opened from (`top_nav_bar_home_feed`, `deeplink`...), kept for analytics. */
  sourceOrigin?: string;
}

/**
 * The server's words for a failed search (in the page's language by Accept-Language); an answer
 * without a body (a proxy answered) says the client's 'Something went wrong', and no answer at all
 * that search is not available, in the page's language.
 */
function errorMessage(t: Translate, error: unknown): string {
  if (error instanceof ApiError) return error.body ? error.userMessage : t('search.failed');
  return t('search.unavailable');
}

/**
 * Search: the 'Search Offers' field fires (debounced 500 ms) when its trimmed text is longer than 2
 * characters, clearing it clears the results; at most 12 results, linking to their offer pages.
 */
export function SearchPanel({ sourceOrigin }: SearchPanelProps) {
  const queries = useQueries();
  const partner = usePartner();
  const t = useT(listingCatalogue);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useQuery({ ...queries.search.benefits(query), enabled: query.length > 0 });

  const fire = (value: string) => {
    if (shouldSearch(value)) setQuery(value.trim());
  };

  return (
    <div className={styles.panel} data-source-origin={sourceOrigin}>
      <TextInput
        label={t('search.label')}
        type="search"
        value={text}
        onChange={setText}
        onDebouncedChange={fire}
        onEnter={fire}
        debounceMs={SEARCH_DEBOUNCE_MS}
        placeholder={t('search.placeholder')}
        autoComplete="off"
      />
      <Stack space="small" aria-live="polite">
        {query.length === 0 ? (
          <p className={styles.hint}>{t('search.hint')}</p>
        ) : search.isPending ? (
          <p className={styles.hint} role="status">
            {t('search.searching')}
          </p>
        ) : search.isError ? (
          <p className={styles.error} role="alert">
            {errorMessage(t, search.error)}
          </p>
        ) : (
          <Results offers={searchResults(search.data)} categoriesPath={partner.categoriesPath} query={query} />
        )}
      </Stack>
    </div>
  );
}

function Results({ offers, categoriesPath, query }: { offers: Offer[]; categoriesPath: string; query: string }) {
  const t = useT(listingCatalogue);
  // announced as it replaces the results (a status, read when the screen reader is free)
  if (offers.length === 0) return <p className={styles.empty} role="status">{t('search.empty')}</p>;
  return (
    <Stack as="ul" space="xsmall" aria-label={t('search.results', { query })}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <Link to={offerHref(categoriesPath, offer)} className={styles.result}>
            <Inline as="span" space="small" alignY="center" wrap={false}>
              <img className={styles.logo} src={offer.logoUrl} alt="" width={40} height={40} />
              <span className={styles.text}>
                <span className={styles.title}>{offer.header}</span>{' '}
                <span className={styles.company}>{offer.companyName}</span>
              </span>
            </Inline>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
