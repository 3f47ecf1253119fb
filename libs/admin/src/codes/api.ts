// The codes section's calls: lists, creating, pausing and resuming codes and store codes, pool stock,
// and the two CSV uploads (sent as `text/csv`, the file's own text). Each change refreshes its list.
import { unwrap } from '@rewards/api-client';
import type { components } from '@rewards/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../api/client';
import type { PartnerChannel } from './format';

type Schemas = components['schemas'];
export type NewCode = Schemas['AdminCodeCreate'];
export type NewStoreCode = Schemas['AdminStoreCodeCreate'];

export const codeKeys = {
  codes: (type: string, query: string) => ['admin', 'codes', 'list', type, query] as const,
  storeCodes: (partner: string, query: string) => ['admin', 'codes', 'store', partner, query] as const,
  pools: ['admin', 'codes', 'pools'] as const,
};

const csv = { bodySerializer: (body: string) => body, headers: { 'Content-Type': 'text/csv' } };

export function useCodes(type: '' | 'PROMO' | 'GC', query: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: codeKeys.codes(type, query),
    queryFn: async ({ signal }) => unwrap(await client.GET('/nc/admin/v1/codes', { params: { query: { ...(type ? { type } : {}), ...(query ? { query } : {}) } }, signal })).data,
  });
}

export function useCreateCode() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewCode) => unwrap(await client.POST('/nc/admin/v1/codes', { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes', 'list'] }),
  });
}

export function useSetCodePaused() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, paused }: { code: string; paused: boolean }) =>
      unwrap(await client.POST(paused ? '/nc/admin/v1/codes/{code}/pause' : '/nc/admin/v1/codes/{code}/resume', { params: { path: { code } } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes', 'list'] }),
  });
}

export function useStoreCodes(partner: '' | PartnerChannel, query: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: codeKeys.storeCodes(partner, query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/nc/admin/v1/store-codes', { params: { query: { ...(partner ? { partner } : {}), ...(query ? { query } : {}) } }, signal })).data,
  });
}

export function useCreateStoreCode() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewStoreCode) => unwrap(await client.POST('/nc/admin/v1/store-codes', { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes', 'store'] }),
  });
}

export function useSetStoreCodePaused() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, paused }: { code: string; paused: boolean }) =>
      unwrap(await client.POST(paused ? '/nc/admin/v1/store-codes/{code}/pause' : '/nc/admin/v1/store-codes/{code}/resume', { params: { path: { code } } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes', 'store'] }),
  });
}

export function usePools() {
  const client = useAdminClient();
  return useQuery({ queryKey: codeKeys.pools, queryFn: async ({ signal }) => unwrap(await client.GET('/nc/admin/v1/pools', { signal })).data.pools });
}

export function useUploadPool(offeringId: number) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: string) => unwrap(await client.POST('/nc/admin/v1/pools/{offeringId}/upload', { params: { path: { offeringId } }, body: file, ...csv })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codeKeys.pools }),
  });
}

export function useUploadEnrolments() {
  const client = useAdminClient();
  return useMutation({
    mutationFn: async ({ partner, file }: { partner: PartnerChannel; file: string }) =>
      unwrap(await client.POST('/nc/admin/v1/enrolments/{partner}/upload', { params: { path: { partner } }, body: file, ...csv })).data,
  });
}
