import { ApiError } from './ApiError';

/** The part of an openapi-fetch result that `unwrap` reads. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful openapi-fetch call, or an `ApiError` thrown for any non-2xx answer.
 * It checks `response.ok` rather than `error`, because openapi-fetch reports an empty error answer
 * (no body, `Content-Length: 0`) with `error: undefined`.
 *
 * ```ts
 * const { data } = unwrap(await api.GET('/c/prime/home'));
 * ```
 */
export function unwrap<T>(result: FetchResult<T>): T {
  if (!result.response.ok) throw ApiError.fromResponse(result.response, result.error);
  return result.data as T;
}
