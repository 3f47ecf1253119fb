// The public entry point of @rewards/api-client; nothing else in src/ is imported from outside.
export { createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, Platform } from './createApiClient';
export type { FailedCall } from './middleware/errorReporter';
export type { Middleware } from 'openapi-fetch';

export { ApiError, isErrorBody } from './ApiError';
export { unwrap } from './unwrap';
export type { FetchResult } from './unwrap';

export { createQueries } from './queries/createQueries';
export type { Queries, CategoryQueries, OfferQueries, HomeQueries, SearchQueries } from './queries/createQueries';
export type { CategoryFilters } from './queries/categoryQueries';
export type { OfferDetailOptions } from './queries/offerQueries';
export { STALE_TIME } from './queries/staleTime';

export { QueriesProvider, useQueries } from './QueriesProvider';
export type { DataDeps } from './QueriesProvider';
