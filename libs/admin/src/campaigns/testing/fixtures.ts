// Campaigns as the API answers them, for the section's tests and stories.
import { festiveCampaign, type Responder } from '@rewards/api-client/testing';
import type { AdminCampaign, CampaignContent, CampaignSummary } from '../form';

export const festiveContent: CampaignContent = {
  title: 'The festive membership sale',
  subTitle: 'Every benefit for a year, at 20% off',
  business: false,
  variantName: null,
  code: 'FESTIVE20',
  ctaText: 'Join now at #totalAmount',
  bgColor: '#7A1F5C',
  textColor: '#FFFFFF',
  widgetHeader: 'Pay less with these offers',
  bannerText: 'Festive sale: 20% off the annual membership with FESTIVE20',
  showFreeTrial: false,
  footer: { heading: 'Festive sale terms', lines: ['The 20% discount applies once per member.', 'Taxes are included.'] },
  startsAt: '2026-11-01T04:30:00.000Z',
  endsAt: '2027-01-15T18:29:00.000Z',
};

export const festive: AdminCampaign = {
  name: 'festive-sale',
  status: 'published',
  draft: festiveContent,
  published: festiveContent,
  publicId: 'CMP-FESTIVE-2026',
  updatedAt: null,
  updatedBy: null,
  preview: festiveCampaign,
};

export const campaignList: CampaignSummary[] = [
  { name: 'monsoon-sale', title: 'Monsoon sale', status: 'draft', startsAt: null, endsAt: null, updatedAt: '2026-11-20T09:15:00.000Z', updatedBy: 'Meera Iyer' },
  { name: 'welcome', title: 'Welcome to the club', status: 'publishedWithChanges', startsAt: '2026-10-21T00:00:00.000Z', endsAt: '2027-11-20T00:00:00.000Z', updatedAt: '2026-11-19T12:00:00.000Z', updatedBy: 'Arjun Das' },
  { name: 'festive-sale', title: 'The festive membership sale', status: 'published', startsAt: festiveContent.startsAt, endsAt: festiveContent.endsAt, updatedAt: null, updatedBy: null },
  { name: 'old-sale', title: 'Last year’s sale', status: 'unpublished', startsAt: '2025-11-01T00:00:00.000Z', endsAt: '2025-12-01T00:00:00.000Z', updatedAt: '2025-12-02T10:00:00.000Z', updatedBy: 'Meera Iyer' },
];

/** A fake campaigns API: the list, the festive campaign, and writes that answer it back (a publish refused once when `refusePublish`). */
export function campaignServer({ refusePublish = false }: { refusePublish?: boolean } = {}): Responder {
  let current: AdminCampaign = festive;
  return async (request) => {
    const path = new URL(request.url).pathname;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/nc/admin/v1/campaigns') return json(200, { success: true, data: { campaigns: campaignList } });
    if (path === '/nc/admin/v1/campaigns/festive-sale') {
      if (request.method === 'PUT') {
        const { content } = (await request.json()) as { content: CampaignContent };
        current = { ...current, draft: content, status: 'publishedWithChanges', updatedBy: 'Meera Iyer', updatedAt: new Date().toISOString() };
      }
      return json(200, { success: true, data: current });
    }
    if (path === '/nc/admin/v1/campaigns/festive-sale/publish') {
      if (refusePublish) {
        const message = "The button's text and background have a contrast of 1.2:1; it must be at least 4.5:1 so everyone can read it.";
        return json(400, { success: false, systemErrorCode: 'TP400', responseMessage: 'Bad request', userMessage: `The campaign cannot be published yet: ${message}`, details: [{ path: 'content/textColor', message }] });
      }
      current = { ...current, status: 'published', published: current.draft };
      return json(200, { success: true, data: current });
    }
    if (path === '/nc/admin/v1/campaigns/festive-sale/unpublish') {
      current = { ...current, status: 'unpublished' };
      return json(200, { success: true, data: current });
    }
    return json(404, { success: false, systemErrorCode: '404', responseMessage: 'not found', userMessage: 'There is no campaign named that.' });
  };
}
