import { usePartner } from '@rewards/partner';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routing/registry';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './RootLayout.css';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'header' in value && 'footer' in value;
}

/** The frame around every page: the header and footer the current route declares. */
export function RootLayout({ isServed }: { isServed: (path: string) => boolean }) {
  const partner = usePartner();
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = [...matches].reverse().map((match) => match.handle).find(isRouteHandle);
  const headerKind = handle?.header ?? 'standard';
  const showFooter = (handle?.footer ?? true) && partner.footer.show;

  // Move focus to the page on navigation so keyboard and screen-reader users start at the new content.
  useEffect(() => {
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {headerKind !== 'none' && <Header kind={headerKind} isServed={isServed} />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {showFooter && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
