import { createAuthApi } from '../auth/authApi';
import type { ApiClient } from '../createApiClient';
import { createCategoryQueries } from './categoryQueries';
import { createContentQueries } from './contentQueries';
import { createHomeQueries } from './homeQueries';
import { createLayoutQueries } from './layoutQueries';
import { createOfferQueries } from './offerQueries';
import { createSearchQueries } from './searchQueries';
import { createUserQueries } from './userQueries';

/**
 * Every resource's query options, bound to one client. Built once per site next to the client,
 * then handed to route loaders and components (router context or a React context in the shell).
 *
 * ```ts
 * await queryClient.ensureQueryData(queries.offer.detail(params.brand));
 * queryClient.invalidateQueries({ queryKey: queries.offer.all() });
 * ```
 */
export function createQueries(api: ApiClient, authApi = createAuthApi(api)) {
  return {
    user: createUserQueries(authApi),
    category: createCategoryQueries(api),
    offer: createOfferQueries(api),
    home: createHomeQueries(api),
    search: createSearchQueries(api),
    layout: createLayoutQueries(api),
    content: createContentQueries(api),
  };
}

export type Queries = ReturnType<typeof createQueries>;
export type CategoryQueries = Queries['category'];
export type OfferQueries = Queries['offer'];
export type HomeQueries = Queries['home'];
export type SearchQueries = Queries['search'];
export type UserQueries = Queries['user'];
export type LayoutQueries = Queries['layout'];
export type ContentQueries = Queries['content'];
