// The member pages' calls: the search, one member, and the actions on them (reveal, block, unblock,
// resend an invoice). Block and unblock read the member again; a reveal's answer lives only in the
// page that asked for it (never in the query cache).
import { unwrap } from '@rewards/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../api/client';
import type { MemberBlockOutcome, MemberContact, MemberDetail, MemberSearch, InvoiceResend } from './format';

export const memberKeys = {
  all: ['admin', 'members'] as const,
  search: (query: string) => ['admin', 'members', 'search', query] as const,
  member: (ssoId: string) => ['admin', 'members', 'member', ssoId] as const,
};

export function useMemberSearch(query: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: memberKeys.search(query),
    enabled: query !== '',
    queryFn: async ({ signal }): Promise<MemberSearch> => unwrap(await client.GET('/nc/admin/v1/members', { params: { query: { query } }, signal })).data,
  });
}

export function useMember(ssoId: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: memberKeys.member(ssoId),
    queryFn: async ({ signal }): Promise<MemberDetail> => unwrap(await client.GET('/nc/admin/v1/members/{ssoId}', { params: { path: { ssoId } }, signal })).data,
  });
}

export function useRevealMember(ssoId: string) {
  const client = useAdminClient();
  return useMutation({
    mutationFn: async (reason: string): Promise<MemberContact> =>
      unwrap(await client.POST('/nc/admin/v1/members/{ssoId}/reveal', { params: { path: { ssoId } }, body: { reason } })).data,
  });
}

export function useBlockMember(ssoId: string, action: 'block' | 'unblock') {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string): Promise<MemberBlockOutcome> =>
      unwrap(
        action === 'block'
          ? await client.POST('/nc/admin/v1/members/{ssoId}/block', { params: { path: { ssoId } }, body: { reason } })
          : await client.POST('/nc/admin/v1/members/{ssoId}/unblock', { params: { path: { ssoId } }, body: { reason } }),
      ).data,
    // Done or refused (blocked meanwhile by someone else: 409), the page shows the member as they now are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export function useResendInvoice(ssoId: string) {
  const client = useAdminClient();
  return useMutation({
    mutationFn: async (orderId: string): Promise<InvoiceResend> =>
      unwrap(await client.POST('/nc/admin/v1/members/{ssoId}/orders/{orderId}/invoice', { params: { path: { ssoId, orderId } } })).data,
  });
}
