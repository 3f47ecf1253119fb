// The campaign pages' calls: the list, one campaign, and the writes (create, save, publish,
// unpublish), each putting the answered campaign in the cache and refreshing the list.
import { unwrap } from '@rewards/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../api/client';
import type { AdminCampaign, CampaignContent } from './form';

export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  list: () => ['admin', 'campaigns', 'list'] as const,
  campaign: (name: string) => ['admin', 'campaigns', 'campaign', name] as const,
};

export function useCampaignList() {
  const client = useAdminClient();
  return useQuery({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/nc/admin/v1/campaigns', { signal })).data.campaigns,
  });
}

export function useCampaign(name: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: campaignKeys.campaign(name),
    queryFn: async ({ signal }): Promise<AdminCampaign> => unwrap(await client.GET('/nc/admin/v1/campaigns/{name}', { params: { path: { name } }, signal })).data,
  });
}

function useCampaignWrite<Input>(write: (input: Input) => Promise<AdminCampaign>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.campaign(campaign.name), campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });
}

export function useCreateCampaign() {
  const client = useAdminClient();
  return useCampaignWrite(async ({ name, content }: { name: string; content: CampaignContent }) => unwrap(await client.POST('/nc/admin/v1/campaigns', { body: { name, content } })).data);
}

export function useSaveCampaign(name: string) {
  const client = useAdminClient();
  return useCampaignWrite(async (content: CampaignContent) => unwrap(await client.PUT('/nc/admin/v1/campaigns/{name}', { params: { path: { name } }, body: { content } })).data);
}

export function usePublishCampaign(name: string) {
  const client = useAdminClient();
  return useCampaignWrite(async () => unwrap(await client.POST('/nc/admin/v1/campaigns/{name}/publish', { params: { path: { name } } })).data);
}

export function useUnpublishCampaign(name: string) {
  const client = useAdminClient();
  return useCampaignWrite(async () => unwrap(await client.POST('/nc/admin/v1/campaigns/{name}/unpublish', { params: { path: { name } } })).data);
}
