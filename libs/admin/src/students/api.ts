// The student pages' calls: the queue (a page at a time), one request (reloaded before its document
// URL expires), and the decision, which puts the decided request in the cache and refreshes the queue.
import { unwrap } from '@rewards/api-client';
import type { components } from '@rewards/api-contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../api/client';
import type { StudentRequest, StudentState } from './format';

export type Decision = components['schemas']['AdminStudentDecisionRequest'];

/** The document URL lasts 5 minutes: the request (and its URL) is read again before that. */
export const DOCUMENT_URL_REFRESH_MS = 4 * 60_000;

export const studentKeys = {
  all: ['admin', 'students'] as const,
  queue: (state: StudentState) => ['admin', 'students', 'queue', state] as const,
  request: (requestId: string) => ['admin', 'students', 'request', requestId] as const,
};

export function useStudentQueue(state: StudentState) {
  const client = useAdminClient();
  return useInfiniteQuery({
    queryKey: studentKeys.queue(state),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await client.GET('/nc/admin/v1/students', { params: { query: { state, ...(pageParam ? { cursor: pageParam } : {}) } }, signal })).data,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useStudentRequest(requestId: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: studentKeys.request(requestId),
    queryFn: async ({ signal }): Promise<StudentRequest> =>
      unwrap(await client.GET('/nc/admin/v1/students/{requestId}', { params: { path: { requestId } }, signal })).data,
    refetchInterval: DOCUMENT_URL_REFRESH_MS,
  });
}

export function useDecideStudentRequest(requestId: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision): Promise<StudentRequest> =>
      unwrap(await client.POST('/nc/admin/v1/students/{requestId}/decision', { params: { path: { requestId } }, body: decision })).data,
    onSuccess: (request) => {
      queryClient.setQueryData(studentKeys.request(requestId), request);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'students', 'queue'] });
    },
    // decided by someone else meanwhile (409) or any other refusal: show the request as it is now
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}
