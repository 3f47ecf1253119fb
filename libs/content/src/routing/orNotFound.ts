import { ApiError } from '@rewards/api-client';
import { data } from 'react-router-dom';

/**
 * Waits for a loader's prefetch; when the API does not know the name (404) the route answers the
 * router's own 404, which the shell's error boundary shows as its not-found screen. Any other
 * failure goes up unchanged (the shell's 500 screen).
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(error.responseMessage, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}
