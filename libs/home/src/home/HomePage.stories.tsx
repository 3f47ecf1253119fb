import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component as HomePage } from '../routes/home';
import { homeCategories } from '@rewards/offers/testing/home/fixtures';
import { StoryFrame } from '@rewards/offers/testing/home/StoryFrame';

function JoinBlock() {
  return (
    <button type="button" style={{ padding: '12px 24px' }}>
      JOIN NOW
    </button>
  );
}

const meta = {
  title: 'Offers/Home/Page',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryFrame answers={{ categories: homeCategories() }} slots={{ homeJoin: <JoinBlock /> }}>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole logged-out home, from the fake API, at desktop width. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Exclusive offers and events' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Discover Benefits' })).toBeVisible();
    // Nothing sticks out sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The phone layout (390 px): the offerings line and the 'Benefits Worth' bar. */
export const Phone: Story = {
  parameters: { viewport: { options: { phone390: { name: 'Phone 390 x 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Exclusive offers and events' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Benefits Worth: ₹20,000' })).toBeVisible();
    await expect(canvas.getByText('20+ Subscriptions | 40+ Brands')).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
