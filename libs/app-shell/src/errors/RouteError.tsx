import { ApiError } from '@rewards/api-client';
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof ApiError && error.status === 429) return <Navigate to={SYSTEM_OVERLOAD_PATH} replace />;
  if (isChunkLoadError(error)) {
    console.warn(error);
    return <ChunkLoadErrorView />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorPage />;
}
