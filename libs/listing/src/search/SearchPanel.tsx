import { ApiError, useQueries } from '@rewards/api-client';
import type { Offer } from '@rewards/api-contract';
import { Inline, Stack, TextInput } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { offerHref } from '@rewards/offers/offerHref';
import { SEARCH_DEBOUNCE_MS, searchResults, shouldSearch } from './searchRules';
import * as styles from './SearchPanel.css';

export interface SearchPanelProps {
  /** Where the search was opened from (`top_nav_bar_home_feed`, `deeplink`...), kept for analytics. */
  sourceOrigin?: string;
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  return 'Search is not available right now. Please check your connection and try again.';
}

/**
 * Search: the 'Search Offers' field fires (debounced 500 ms) when its trimmed text is longer than 2
 * characters, clearing it clears the results; at most 12 results, linking to their offer pages.
 */
export function SearchPanel({ sourceOrigin }: SearchPanelProps) {
  const queries = useQueries();
  const partner = usePartner();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useQuery({ ...queries.search.benefits(query), enabled: query.length > 0 });

  const fire = (value: string) => {
    if (shouldSearch(value)) setQuery(value.trim());
  };

  return (
    <div className={styles.panel} data-source-origin={sourceOrigin}>
      <TextInput
        label="Search Offers"
        type="search"
        value={text}
        onChange={setText}
        onDebouncedChange={fire}
        onEnter={fire}
        debounceMs={SEARCH_DEBOUNCE_MS}
        placeholder="Brands, categories, offers"
        autoComplete="off"
      />
      <Stack space="small" aria-live="polite">
        {query.length === 0 ? (
          <p className={styles.hint}>Type at least 3 characters to search brands, categories and offers.</p>
        ) : search.isPending ? (
          <p className={styles.hint} role="status">
            Searching…
          </p>
        ) : search.isError ? (
          <p className={styles.error} role="alert">
            {errorMessage(search.error)}
          </p>
        ) : (
          <Results offers={searchResults(search.data)} categoriesPath={partner.categoriesPath} query={query} />
        )}
      </Stack>
    </div>
  );
}

function Results({ offers, categoriesPath, query }: { offers: Offer[]; categoriesPath: string; query: string }) {
  // announced as it replaces the results (a status, read when the screen reader is free)
  if (offers.length === 0) return <p className={styles.empty} role="status">No Result Found</p>;
  return (
    <Stack as="ul" space="xsmall" aria-label={`Results for ${query}`}>
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
