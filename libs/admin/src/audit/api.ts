// The audit log's one read, page by page ('Load more' asks for the page below the last entry).
import { unwrap } from '@rewards/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/client';
import type { AuditPage, AuditQuery } from './format';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditQuery) => ['admin', 'audit', 'list', query] as const,
};

export function useAuditLog(query: AuditQuery) {
  const client = useAdminClient();
  return useInfiniteQuery({
    queryKey: auditKeys.list(query),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }): Promise<AuditPage> =>
      unwrap(await client.GET('/nc/admin/v1/audit', { params: { query: { ...query, ...(pageParam === undefined ? {} : { cursor: pageParam }) } }, signal })).data,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
