import { makeOffer } from '@rewards/api-client/testing';
import { PartnerProvider } from '@rewards/partner';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testPartner } from '../testing/fixtures';
import { OfferGrid } from './OfferGrid';

const defaultOffers = [makeOffer(), makeOffer({ id: 2, name: 'loomline-style', header: 'Extra 20% off on new arrivals', companyName: 'Loomline', categorySlug: 'fashion' })];

function renderGrid(categoriesPath: string, offers = defaultOffers) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <OfferGrid offers={offers} label="Picked for you" /> },
      { path: '*', element: <p>detail page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <PartnerProvider partner={testPartner(categoriesPath)}>
      <RouterProvider router={router} />
    </PartnerProvider>,
  );
  return router;
}

describe('OfferGrid', () => {
  it('lists one card per offer, each linking to /categories/{categorySlug}/{name}', () => {
    renderGrid('/categories');
    const list = screen.getByRole('list', { name: 'Picked for you' });
    const links = within(list).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/categories/food-delivery/zestbite-welcome', '/categories/fashion/loomline-style']);
  });

  it('uses the savings rule for the savings line', () => {
    renderGrid('/categories', [makeOffer({ maxSavings: 1800 }), makeOffer({ id: 3, name: 'tiny', maxSavings: 20, savingsText: 'Save up to ₹20' })]);
    expect(screen.getByText('Save up to ₹1,800')).toBeInTheDocument();
    expect(screen.queryByText('Save up to ₹20')).not.toBeInTheDocument();
  });

  it('lists more than two sub-offers on their own layout', () => {
    renderGrid('/categories', [
      makeOffer({ offers: [{ name: 'a', header: 'Flat 10% off' }, { name: 'b', header: 'Free dessert' }, { name: 'c', header: 'Free delivery' }] }),
    ]);
    expect(within(screen.getByRole('list', { name: 'ZestBite offers' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('uses the partner base path in shopper mode and navigates in the app on click', async () => {
    const router = renderGrid('/categoriesshoppercard');
    await userEvent.click(screen.getByRole('link', { name: /Extra 20% off on new arrivals/ }));
    expect(router.state.location.pathname).toBe('/categoriesshoppercard/fashion/loomline-style');
    expect(screen.getByText('detail page')).toBeInTheDocument();
  });
});
