import { partnerOffers } from '@rewards/api-client/testing';
import type { Category } from '@rewards/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeCategories } from '@rewards/offers/testing/home/fixtures';
import { StoryFrame } from '@rewards/offers/testing/home/StoryFrame';
import { Component as AppLanding } from './appLanding';
import { Component as Otts } from './otts';

const ott: Category = { id: 4, name: 'ott', displayName: 'Entertainment', slug: 'ott', priority: 4, isNative: true, offers: partnerOffers.slice(0, 3), companyOffers: partnerOffers.slice(0, 3) };

/** /otts and /app-landing, each from the fake API. */
const meta = {
  title: 'Offers/Pages/OTT subscriptions and the app',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryFrame answers={{ categories: [...homeCategories(), ott] }}>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const OttSubscriptions: Story = {
  name: '/otts',
  render: () => <Otts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'OTT subscriptions included' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'OTT subscriptions' })).toBeVisible();
  },
};

export const AppLandingDesktop: Story = {
  name: '/app-landing (desktop: QR code)',
  render: () => <AppLanding />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Why the app' })).toBeVisible();
  },
};

export const AppLandingPhone: Story = {
  name: '/app-landing (phone: store links, no QR code)',
  render: () => <AppLanding />,
  parameters: { viewport: { options: { phone390: { name: 'Phone 390 x 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'On a computer?' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
