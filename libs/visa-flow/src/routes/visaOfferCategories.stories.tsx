import { makeCategory, makeOffer, partnerOffers, catalogueOf } from '@rewards/api-client/testing';
import type { Category } from '@rewards/api-contract';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import { expect, within } from 'storybook/test';
import { fakeCardApi } from '../testing/fixtures';
import { visaTestApi, VisaProviders } from '../testing/VisaProviders';
import { Component } from './visaOfferCategories';

const movies = makeCategory({
  id: 50,
  name: 'movies',
  displayName: 'Movies & events',
  slug: 'movies',
  offers: [makeOffer({ id: 5000, name: 'screening', header: 'Member movie screenings', companyName: 'Reel House', categorySlug: 'movies' })],
});

function PageDemo({ categories }: { categories: Category[] }) {
  const [member] = useState(() => makeUser({ ...paidMembership, cardNetwork: 'VISA' }));
  const [cardApi] = useState(() => fakeCardApi());
  const [api] = useState(() => {
    const deps = visaTestApi({ cardApi, user: member });
    // What the route's loader puts in the cache before the page renders (on the server too).
    deps.queryClient.setQueryData(deps.queries.category.list({}).queryKey, categories);
    return deps;
  });
  return (
    <VisaProviders cardApi={cardApi} user={member} api={api}>
      <Suspense fallback={<p>Loading…</p>}>
        <Component />
      </Suspense>
    </VisaProviders>
  );
}

const meta = {
  title: 'Visa flow/Benefits & Subscriptions page',
  component: PageDemo,
  parameters: { layout: 'fullscreen', route: '/visa-offer/categories' },
  args: { categories: [...catalogueOf(partnerOffers), movies] },
  argTypes: { categories: { control: false } },
} satisfies Meta<typeof PageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /visa-offer/categories for a card-network member. */
export const BenefitsAndSubscriptions: Story = {
  name: 'Benefits & Subscriptions',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Benefits & Subscriptions' })).toBeVisible();
    await expect(canvas.getByText(/membership through your Visa Signature Card includes these benefits and subscriptions\./)).toBeVisible();
    const moviesList = canvas.getByRole('list', { name: 'Movies & events offers' });
    await expect(within(moviesList).getByRole('link', { name: /Reel House/ })).toHaveAttribute('href', '/categoriescard/movies/screening');
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Benefits & Subscriptions' })).toBeVisible();
    await expect(canvas.getByText('No benefits to show right now. Please check again soon.')).toBeVisible();
  },
};
