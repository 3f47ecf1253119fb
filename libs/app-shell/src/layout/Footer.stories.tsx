import { createApiClient, createQueries, QueriesProvider } from '@rewards/api-client';
import type { HomeDataResponse } from '@rewards/api-contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const home: HomeDataResponse = {
  success: true,
  data: {
    title: "The only membership you'll ever need",
    headlineWords: ['20+ Subscription', '40+ Brands'],
    coreOfferSection: { title: 'Memberships worth ₹20,000', subTitle: 'One plan', offers: [], joinCta: { text: 'JOIN NOW' }, joiningAmount: 999, strikeThrough: 1199 },
    faqs: [],
    footer: {
      subTitle: 'One membership, unlimited benefits',
      optOutMissCall: '1800-000-0000',
      topBenefitResponse: [
        { id: 1, label: 'Tandoor Tales', deeplink: '/categories/dining/tandoor-tales-gold?source_origin=footer' },
        { id: 2, label: 'Raagwave', deeplink: '/categories/music/raagwave-premium-6-months?source_origin=footer' },
        { id: 3, label: 'Safarnama Trips', deeplink: '/categories/travel/safarnama-flights?source_origin=footer' },
      ],
    },
  },
};

/** The footer reads home data; in Storybook it comes from a canned answer instead of the API. */
const withHomeData: Decorator = (Story) => {
  const api = createApiClient({
    baseUrl: 'http://storybook.local',
    channel: 'TIMES_PRIME',
    logErrors: false,
    fetch: async () => new Response(JSON.stringify(home), { headers: { 'content-type': 'application/json' } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <QueriesProvider queries={createQueries(api)}>
        <Story />
      </QueriesProvider>
    </QueryClientProvider>
  );
};

const meta = {
  title: 'App shell/Footer',
  component: Footer,
  decorators: [withHomeData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;

/** Top Benefits carry source_origin=footer and follow the partner's catalogue path. */
export const WithTopBenefits: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const base = { core: '/categories', shopper: '/categoriesshoppercard', 'more-rewards': '/categorylistingmore' }[globals.partner as string] ?? '/categories';
    const link = await canvas.findByRole('link', { name: 'Tandoor Tales' });
    await expect(link).toHaveAttribute('href', `${base}/dining/tandoor-tales-gold?source_origin=footer`);
    await expect(canvas.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
    await expect(canvas.getByText(/1800-000-0000/)).toBeVisible();
  },
};
