// The signed-in staff member (GET /nc/admin/v1/session) and signing out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '@rewards/api-client';
import type { AdminClient } from '@rewards/api-client/admin';
import type { components } from '@rewards/api-contract';
import { useAdminClient } from '../api/client';

export type StaffSession = components['schemas']['StaffSessionResponse']['data'];

export const staffSessionQueries = {
  all: () => ['admin', 'session'] as const,
  current: (client: AdminClient) =>
    queryOptions({
      queryKey: staffSessionQueries.all(),
      queryFn: async (): Promise<StaffSession> => unwrap(await client.GET('/nc/admin/v1/session')).data,
      staleTime: 5 * 60_000,
    }),
};

/** The staff member signed in to the console: name, email, roles and when the session ends. */
export function useStaffSession() {
  return useQuery(staffSessionQueries.current(useAdminClient()));
}

/** POST /nc/admin/v1/auth/logout (ends the session, clears its cookies); a session already ended counts as signed out. */
export function useSignOut(onSignedOut: () => void) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { response, error } = await client.POST('/nc/admin/v1/auth/logout', {});
      if (!response.ok && response.status !== 401) throw ApiError.fromResponse(response, error);
    },
    onSuccess: () => {
      onSignedOut();
      queryClient.clear();
    },
  });
}
