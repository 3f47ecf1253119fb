import { queryOptions } from '@tanstack/react-query';
import type { AuthApi } from '../auth/authApi';

/** The logged-in user and the city list, cached by TanStack Query. */
export function createUserQueries(authApi: AuthApi) {
  const userQueries = {
    all: () => ['user'] as const,
    current: () =>
      queryOptions({
        queryKey: [...userQueries.all(), 'current'] as const,
        queryFn: () => authApi.currentUser(),
        staleTime: 0,
      }),
    cities: () =>
      queryOptions({
        queryKey: ['cities'] as const,
        queryFn: () => authApi.cities(),
        // The list changes with a release, not within a visit.
        staleTime: Number.POSITIVE_INFINITY,
      }),
  };
  return userQueries;
}
