import { ApiError } from '@rewards/api-client';
import { Navigate, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { ServerErrorPage } from './ServerErrorPage';

/** Spec §2 Rules: a server that answers 429 (overloaded) sends every route to this page. */
export const SYSTEM_OVERLOAD_PATH = '/system-overload';

/**
 * The root error boundary: a 404 response is the not-found screen, an overloaded server the
 * system-overload page, anything else the 500 screen.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof ApiError && error.status === 429) return <Navigate to={SYSTEM_OVERLOAD_PATH} replace />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorPage />;
}
