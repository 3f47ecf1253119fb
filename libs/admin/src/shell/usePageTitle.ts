import { useT } from '@rewards/i18n';
import { useEffect } from 'react';
import { adminCatalogue } from '../i18n/catalogue';

/** The tab's title: the page's name, then the product's (a screen reader announces it on navigation). */
export function usePageTitle(page?: string): void {
  const t = useT(adminCatalogue);
  const title = page ? t('console.pageTitle', { page, product: t('console.product') }) : t('console.product');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
