import type { DataDeps } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { lazy, Suspense } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { ensureHomeData, useHomeData } from '../home/homeData';
import { HomeHero } from '../hero/HomeHero';
import * as styles from './home.css';

const loadRest = () => import('../home/HomeRest');
const HomeRest = lazy(loadRest);

/**
 * The first screen needs the home texts; the banners, lists and the code of the sections below start
 * loading at the same time without holding the page back.
 */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    void loadRest();
    void queryClient.prefetchQuery(queries.layout.viewport());
    void queryClient.prefetchQuery(queries.layout.promotions({}));
    await ensureHomeData({ queryClient, queries });
    return null;
  };
}

/** The logged-out home: every section of the spec, in order, each from the API. */
export function Component() {
  const partner = usePartner();
  const home = useHomeData();
  const core = home.coreOfferSection;

  return (
    <div className={styles.page}>
      <PageMeta title={partner.pageTitle} description={core.subTitle} canonicalPath="/" />
      {/* The site's WebSite and Organization structured data come from the shell on home pages. */}
      <Stack space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        {/* The first screen reads its own small catalogue (the route's first download); the rest, `homeCatalogue`. */}
        <HomeHero home={home} />

        <Suspense fallback={<div className={styles.restPlaceholder} aria-busy="true" />}>
          <HomeRest home={home} />
        </Suspense>
      </Stack>
    </div>
  );
}
