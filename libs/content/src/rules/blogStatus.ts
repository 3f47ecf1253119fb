import type { Translate } from '@rewards/i18n';

/** What the blog's live status line says about the articles on screen: 'Showing 6 of 14 articles'. */
export function blogStatus(t: Translate, shown: number, total: number): string {
  return t('articleList.status', { shown, total });
}

/** '4 min read' */
export function readTime(t: Translate, minutes: number): string {
  return t('article.readTime', { minutes });
}
