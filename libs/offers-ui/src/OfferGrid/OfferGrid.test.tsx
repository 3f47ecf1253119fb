import { PartnerProvider } from '@rewards/partner';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeOffer, testPartner } from '../testing/fixtures';
import { OfferGrid } from './OfferGrid';

function renderGrid(categoriesPath: string) {
  const offers = [makeOffer(), makeOffer({ id: 2, name: 'loomline-style', header: 'Extra 20% off on new arrivals', companyName: 'Loomline', categorySlug: 'fashion' })];
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
    const links = Array.from(list.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/categories/food-delivery/zestbite-welcome', '/categories/fashion/loomline-style']);
  });

  it('uses the partner base path in shopper mode and navigates in the app on click', async () => {
    const router = renderGrid('/categoriesshoppercard');
    await userEvent.click(screen.getByRole('link', { name: /Extra 20% off on new arrivals/ }));
    expect(router.state.location.pathname).toBe('/categoriesshoppercard/fashion/loomline-style');
    expect(screen.getByText('detail page')).toBeInTheDocument();
  });
});
