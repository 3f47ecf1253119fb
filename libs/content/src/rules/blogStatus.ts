/** What the blog's live status line says about the articles on screen. */
export function blogStatus(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'article' : 'articles'}`;
}

/** '4 min read' */
export function readTime(minutes: number): string {
  return `${minutes} min read`;
}

/** Said when the next page of articles fails to load; the button then offers to try again. */
export const LOAD_MORE_ERROR = "We couldn't load more articles. Please try again.";
