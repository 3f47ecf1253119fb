import { useTrack } from '@rewards/analytics';
import { ApiError } from '@rewards/api-client';
import { useEffect } from 'react';
import { Navigate, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { SYSTEM_OVERLOAD_PATH } from '../failure/overload';
import { ChunkLoadErrorView, isChunkLoadError } from './ChunkLoadErrorView';
import { NotFoundPage } from './NotFoundPage';
import { ServerErrorPage } from './ServerErrorPage';

export { SYSTEM_OVERLOAD_PATH };

/**
 * The root error boundary: a 404 response is the not-found screen, an overloaded server the
 * system-overload page (a loader's 429; any 429 also sets the shell's overload flag through the API
 * client), a page whose code failed to load the chunk-load view, anything else the 500 screen.
 */
export function RouteError() {
  const error = useRouteError();
  const track = useTrack();
  // error_track (spec §9): which screen the error led to, and what it said (never a stack).
  useEffect(() => track('error_track', errorTrackProps(error)), [error, track]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof ApiError && error.status === 429) return <Navigate to={SYSTEM_OVERLOAD_PATH} replace />;
  if (isChunkLoadError(error)) {
    console.warn(error);
    return <ChunkLoadErrorView />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorPage />;
}

/** The error_track payload of a route error: the screen it shows, its message and status. */
export function errorTrackProps(error: unknown): { kind: string; message: string; status: number | null } {
  if (isRouteErrorResponse(error)) return { kind: error.status === 404 ? 'not_found' : 'route', message: error.statusText || String(error.status), status: error.status };
  if (error instanceof ApiError) return { kind: error.status === 429 ? 'overload' : 'api', message: error.systemErrorCode, status: error.status };
  if (isChunkLoadError(error)) return { kind: 'chunk_load', message: error instanceof Error ? error.message : 'chunk load failed', status: null };
  return { kind: 'render', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error), status: null };
}
