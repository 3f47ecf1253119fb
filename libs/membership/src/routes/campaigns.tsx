// The campaign pages as one chunk (each dynamic import costs the site's entry a preload list):
// /campaigns/{campaignName}, /new-campaign/{campaignId}, /businessCampaign and /mktcampaign, rendered
// on the server with the campaign priced for a visitor; a signed-in member's own price (a code they
// already used no longer applies) replaces it once the page has hydrated.
import { ApiError, type DataDeps, type PaymentQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { useHydrated } from '@rewards/platform';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { data, useParams, useSearchParams, type LoaderFunction } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { CampaignPage } from '../Campaign';

type CampaignKey = Parameters<PaymentQueries['campaign']>[0];

const VISITOR = 'visitor';

function loaderFor(keyOf: (params: Record<string, string | undefined>, search: URLSearchParams) => CampaignKey) {
  return ({ queryClient, queries: { payment: queries } }: Pick<DataDeps, 'queryClient' | 'queries'>): LoaderFunction => {
    return async ({ params, request }) => {
      try {
        await queryClient.ensureQueryData(queries.campaign(keyOf(params, new URL(request.url).searchParams), VISITOR));
      } catch (error) {
        // An unknown or ended campaign is the not-found screen, like any unknown path.
        if (error instanceof ApiError && error.status === 404) throw data('Campaign not found', { status: 404 });
        throw error;
      }
      return null;
    };
  };
}

/** The visitor's campaign (as the server rendered it), then the member's own once hydrated. */
function useCampaign(key: CampaignKey) {
  const queries = usePaymentQueries();
  const { status, user } = useSession();
  const hydrated = useHydrated();
  const visitor = useSuspenseQuery(queries.campaign(key, VISITOR)).data;
  const viewer = status === 'loggedIn' && user ? user.ssoId : VISITOR;
  const member = useQuery({ ...queries.campaign(key, viewer), enabled: hydrated && viewer !== VISITOR }).data;
  return hydrated && member ? member : visitor;
}

const marketingKey = (params: Record<string, string | undefined>): CampaignKey => ({ kind: 'marketing', campaignName: params['campaignName'] ?? '' });
const idKey = (params: Record<string, string | undefined>): CampaignKey => ({ kind: 'id', campaignId: params['campaignId'] ?? '' });
/** /businessCampaign and /mktcampaign take `campaignName` or `code` from the query; neither: the first running one. */
const queryKey = (kind: 'marketing' | 'business') => (_params: Record<string, string | undefined>, search: URLSearchParams): CampaignKey => {
  const campaignName = search.get('campaignName')?.trim();
  const code = search.get('code')?.trim();
  return { kind, ...(campaignName ? { campaignName } : {}), ...(code ? { code } : {}) };
};

function MarketingCampaign() {
  const params = useParams();
  const campaign = useCampaign(marketingKey(params));
  return <CampaignPage campaign={campaign} canonicalPath={`/campaigns/${campaign.campaignName}`} showFreeTrial={campaign.showFT} />;
}

function NewCampaign() {
  const params = useParams();
  const campaign = useCampaign(idKey(params));
  return <CampaignPage campaign={campaign} canonicalPath={`/new-campaign/${campaign.campaignId}`} showFreeTrial={campaign.showFT} showFooter />;
}

function BusinessCampaign() {
  const [search] = useSearchParams();
  const campaign = useCampaign(queryKey('business')({}, search));
  return <CampaignPage campaign={campaign} canonicalPath="/businessCampaign" showFooter />;
}

/** /mktcampaign: noindex (spec §1); `showFT=true` shows the free trial beside the campaign. */
function MktCampaign() {
  const [search] = useSearchParams();
  const campaign = useCampaign(queryKey('marketing')({}, search));
  return <CampaignPage campaign={campaign} canonicalPath="/mktcampaign" noIndex showFreeTrial={search.get('showFT') === 'true'} showFooter />;
}

export const campaigns = { createLoader: loaderFor(marketingKey), Component: MarketingCampaign };
export const newCampaign = { createLoader: loaderFor(idKey), Component: NewCampaign };
export const businessCampaign = { createLoader: loaderFor(queryKey('business')), Component: BusinessCampaign };
export const mktCampaign = { createLoader: loaderFor(queryKey('marketing')), Component: MktCampaign };
