import type { QueryClientConfig } from '@tanstack/react-query';

/** The id of the JSON script holding the query cache the server rendered with. */
export const QUERY_STATE_ID = 'query-state';

/** The id of the JSON script holding the site's settings the page was rendered with (its canonical origin). */
export const SITE_STATE_ID = 'site-state';

/** The id of the JSON script holding the router's loader data and errors from the server. */
export const ROUTER_STATE_ID = 'router-state';

/** The cookie mirroring the session hint (the auth store writes it), so the server renders a member's first frame as the browser will. */
export { SESSION_HINT_KEY as SESSION_HINT_COOKIE } from '@rewards/auth';

/** The same cache settings on both sides, so hydrated data is as fresh as the browser expects. */
export const queryClientOptions: QueryClientConfig = { defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } };

/** On the server a failed read is not retried: the page renders its error and the browser tries again. */
export const serverQueryClientOptions: QueryClientConfig = { defaultOptions: { queries: { ...queryClientOptions.defaultOptions?.queries, retry: false } } };
