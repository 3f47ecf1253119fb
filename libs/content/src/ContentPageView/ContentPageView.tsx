import type { ContentPage } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { fillSlot, SLOT, useLocale, useT } from '@rewards/i18n';
import type { ReactNode } from 'react';
import { ContentSections } from '../ContentSections';
import { contentCatalogue } from '../i18n/catalogue';
import { formatContentDate } from '../rules/formatContentDate';
import * as page from '../styles/page.css';
import * as styles from './ContentPageView.css';

export interface ContentPageViewProps {
  content: ContentPage;
  /** Legal texts say when they last changed; editorial pages do not need to. */
  showUpdated?: boolean;
  /** Anything the page adds after the text (the support page's contact links). */
  children?: ReactNode;
}

/** A terms or static page: its title, when it was last updated, and its sections. */
export function ContentPageView({ content, showUpdated = true, children }: ContentPageViewProps) {
  const t = useT(contentCatalogue);
  const locale = useLocale();
  return (
    <article className={page.readable}>
      <Stack space="large">
        <Stack as="header" space="small">
          <h1 className={page.h1}>{content.title}</h1>
          {showUpdated && (
            <p className={styles.updated}>
              {fillSlot(t('contentPage.updated', { date: SLOT }), <time dateTime={content.updatedOn}>{formatContentDate(content.updatedOn, locale)}</time>)}
            </p>
          )}
        </Stack>
        <div className={styles.card}>
          <Stack space="large">
            <ContentSections sections={content.sections} />
            {children}
          </Stack>
        </div>
      </Stack>
    </article>
  );
}
