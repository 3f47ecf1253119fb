import { useEffect } from 'react';

export const PRODUCT_NAME = 'Rewards console';

/** The tab's title: the page's name, then the product's (a screen reader announces it on navigation). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
