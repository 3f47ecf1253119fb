import { makeCategory, makeOffer } from '@rewards/api-client/testing';
import { PartnerProvider } from '@rewards/partner';
import { BrowsingSlotsProvider } from '@rewards/platform';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testPartner } from '@rewards/offers/testing/fixtures';
import { AdditionalBenefits } from './AdditionalBenefits';

const diningOffers = Array.from({ length: 6 }, (_, index) =>
  makeOffer({ id: index + 1, name: `dine-${index + 1}`, header: `Dining deal ${index + 1}`, companyName: `Diner ${index + 1}`, categorySlug: 'dining', welcome: false }),
);
const welcome = makeOffer({ id: 50, name: 'zest-welcome', header: 'Welcome: 50% off', companyName: 'ZestBite', categorySlug: 'dining', welcome: true });
const categories = [
  makeCategory({ id: 999, name: 'all', displayName: 'All', slug: 'all', offers: diningOffers, companyOffers: diningOffers }),
  makeCategory({ id: 4, name: 'dining', displayName: 'Dining', slug: 'dining', offers: diningOffers, companyOffers: diningOffers, welcomeOffer: welcome }),
  makeCategory({
    id: 5,
    name: 'fashion',
    displayName: 'Fashion',
    slug: 'fashion',
    offers: [makeOffer({ id: 60, name: 'loom-20', header: 'Extra 20% off', companyName: 'Loomline', categorySlug: 'fashion', locked: true })],
  }),
];

function renderSection(isLoggedIn: boolean, categoriesPath = '/categories') {
  render(
    <PartnerProvider partner={testPartner(categoriesPath)}>
      <MemoryRouter>
        <AdditionalBenefits categories={categories} isLoggedIn={isLoggedIn} />
      </MemoryRouter>
    </PartnerProvider>,
  );
}

const cards = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);

describe('AdditionalBenefits', () => {
  it("carries the shell's payment button beside its heading (the benefitsBuy slot), and none without it", () => {
    const { unmount } = render(
      <PartnerProvider partner={testPartner()}>
        <BrowsingSlotsProvider slots={{ benefitsBuy: <button type="button">PAY ₹999</button> }}>
          <MemoryRouter>
            <AdditionalBenefits categories={categories} isLoggedIn={false} />
          </MemoryRouter>
        </BrowsingSlotsProvider>
      </PartnerProvider>,
    );
    const section = screen.getByRole('region', { name: /Discover Benefits/ });
    expect(within(section).getByRole('button', { name: 'PAY ₹999' })).toBeInTheDocument();
    unmount();

    renderSection(false);
    expect(within(screen.getByRole('region', { name: /Discover Benefits/ })).queryByRole('button', { name: /PAY/ })).not.toBeInTheDocument();
  });

  it("is headed 'Additional Benefits' for members, with the header tab's id", () => {
    renderSection(true);
    const section = screen.getByRole('region', { name: 'Additional Benefits' });
    expect(section).toHaveAttribute('id', 'additional-benefits');
  });

  it("has both headings for visitors: 'Additional Benefits' on mobile, 'Discover Benefits' on desktop", () => {
    renderSection(false);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(within(heading).getByText('Additional Benefits')).toBeInTheDocument();
    expect(within(heading).getByText('Discover Benefits')).toBeInTheDocument();
  });

  it('has a tab per category (not All) showing four offers plus the welcome offer and an Explore more card', () => {
    renderSection(true);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dining', 'Fashion']);
    const list = screen.getByRole('list', { name: 'Dining benefits' });
    const items = cards(list);
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole('link')).toHaveAccessibleName('Welcome: 50% off ZestBite');
    const explore = within(list).getByRole('link', { name: 'Explore more Many more benefits on your favourite brands' });
    expect(explore).toHaveAttribute('href', '/categories/dining');
  });

  it('switches category with the tabs (keyboard too)', async () => {
    renderSection(false, '/categoriesshoppercard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Dining' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fashion' })).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('list', { name: 'Fashion benefits' });
    expect(within(list).getByRole('link', { name: /Explore more/ })).toHaveAttribute('href', '/categoriesshoppercard/fashion');
    // A visitor's locked card toggles its key points instead of leading to the offer.
    expect(within(list).getByRole('button', { name: 'Extra 20% off Loomline' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).getByText('Members only')).toBeInTheDocument();
  });

  it('renders nothing without browsable categories', () => {
    const { container } = render(
      <PartnerProvider partner={testPartner()}>
        <MemoryRouter>
          <AdditionalBenefits categories={[]} isLoggedIn />
        </MemoryRouter>
      </PartnerProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
