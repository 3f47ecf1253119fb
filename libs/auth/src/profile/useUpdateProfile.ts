import { useAuthApi, useQueries } from '@rewards/api-client';
import type { UpdateUserFields, User } from '@rewards/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../session';

/**
 * Saves profile fields. The answer is the whole updated user: it replaces the session's user
 * (so the completion prompts move on and the header greets the new name) and the cached
 * `user.current()` query.
 */
export function useUpdateProfile() {
  const authApi = useAuthApi();
  const queries = useQueries();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation<User, unknown, UpdateUserFields>({
    mutationFn: (fields) => authApi.updateUser(fields),
    onSuccess: (user) => {
      store.setUser(user);
      queryClient.setQueryData(queries.user.current().queryKey, user);
    },
  });
}
