import { ApiError } from '@rewards/api-client';
import { errorResponse, makeOfferDetail, ok } from '@rewards/api-client/testing';
import type { OfferDetail } from '@rewards/api-contract';
import { PartnerProvider } from '@rewards/partner';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOfferState } from '../actions/testing';
import { testPartner } from '@rewards/offers/testing/fixtures';
import { renderPage } from '@rewards/offers/testing/renderPage';
import * as offerDetailRoute from './offerDetail';
import * as offerLandingRoute from './offerLanding';

const { ErrorBoundary } = offerDetailRoute;

function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <p>root boundary</p>,
        children: [
          {
            path: 'categories/:catName/:brand',
            loader: () => {
              throw error;
            },
            element: <p>never</p>,
            ErrorBoundary,
          },
        ],
      },
    ],
    { initialEntries: ['/categories/dining/no-such-offer'] },
  );
  render(
    <PartnerProvider partner={testPartner()}>
      <RouterProvider router={router} />
    </PartnerProvider>,
  );
}

describe('offer detail error boundary', () => {
  it("an unknown offer shows the server's '404 offer not found'", async () => {
    renderFailing(new ApiError(404, { success: false, responseMessage: '404 offer not found', userMessage: '404 offer not found', systemErrorCode: '404' }));
    expect(await screen.findByRole('heading', { name: '404 offer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all benefits' })).toHaveAttribute('href', '/categories');
  });

  it('any other failure goes up to the next boundary', async () => {
    renderFailing(new ApiError(500, { success: false, responseMessage: 'boom', userMessage: 'Something went wrong', systemErrorCode: 'TP500' }));
    expect(await screen.findByText('root boundary')).toBeInTheDocument();
  });
});

const fullOffer = makeOfferDetail({
  name: 'zestbite-welcome',
  coverImageUrl: '/static/2x/zestbite-cover.svg',
  keyPointTitle: 'Why you will love it',
  keyPoints: ['<p>Members: valid twice a month</p>'],
  loggedOutKeyPoints: ['<p>Join to get 50% off</p>'],
  offerings: ['<b>50%</b> off the bill'],
  howToUseTitle: 'Redeem in 2 steps',
  howToUse: ['Copy the code', 'Apply it at checkout'],
  aboutTitle: 'About ZestBite',
  aboutText: 'ZestBite delivers from 5,000 kitchens.',
  tncs: ['Once per member per month'],
  faqs: [{ question: 'Is it valid on weekends?', answer: 'Yes, every day.' }],
  moreOffers: [{ id: 2, name: 'loomline-style', header: 'Extra 20% off on new arrivals', logoUrl: '/l.svg', companyColor: '#333333', categorySlug: 'fashion' }],
  relatedArticles: [
    { id: 4, path: 'eat-out-for-less-4', slug: 'eat-out-for-less', title: 'Eat out for less', summary: 's', author: 'A', imageUrl: '/a.svg', publishedOn: '2026-01-01', readMinutes: 4, tags: [] },
  ],
  memberPrice: 1499,
  memberSavings: 500,
  maxSavings: 450,
  tracker: { left: 2, availed: 1, nextAvailableOn: '2026-12-01T00:00:00Z', savings: 150 },
  ctaDetails: { actionType: 'GENERATE_CODE', label: 'GENERATE CODE', disabled: false, message: 'One code a month' },
  noIndex: true,
});

/** The viewer's state the server would resolve for these tests: the offer's own CTA and tracker. */
function stateOf(offer: OfferDetail) {
  return makeOfferState({
    name: offer.name,
    ctaDetails: offer.ctaDetails ?? { actionType: 'NO_COUPON_AVAILABLE', label: 'NO COUPON AVAILABLE', disabled: true },
    tracker: offer.tracker ?? null,
  });
}

function renderOffer(offer: OfferDetail, options: Partial<Parameters<typeof renderPage>[1]> = {}) {
  return renderPage(offerDetailRoute, {
    path: '/categories/:catName/:brand',
    url: `/categories/food-delivery/${offer.name}`,
    respond: (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/nc/prime/offer/details') return ok(stateOf(offer));
      return pathname === `/c/prime/offer/${offer.name}` ? ok(offer) : errorResponse(404, '404', '404 offer not found');
    },
    ...options,
  });
}

describe('offer detail page', () => {
  afterEach(() => {
    // @ts-expect-error -- the share sheet is put on jsdom's navigator by the tests that need it.
    delete navigator.share;
  });

  it('shows every field that has a value', async () => {
    renderOffer(fullOffer, { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flat 50% off on your first 3 orders' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ZestBite logo' })).toBeInTheDocument();
    expect(screen.getByText('On orders above ₹199')).toBeInTheDocument();
    expect(screen.getByText('Save up to ₹450')).toBeInTheDocument();
    const keyPoints = screen.getByRole('region', { name: 'Why you will love it' });
    expect(within(keyPoints).getByText('Members: valid twice a month')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Offerings' })).getByText('50% off the bill')).toBeInTheDocument();
    const howTo = screen.getByRole('region', { name: 'Redeem in 2 steps' });
    expect(within(howTo).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Copy the code', 'Apply it at checkout']);
    expect(within(screen.getByRole('region', { name: 'About ZestBite' })).getByText('ZestBite delivers from 5,000 kitchens.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Terms and conditions' })).getByText('Once per member per month')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'FAQs' })).getByText('Is it valid on weekends?')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'More offers' })).getByRole('link', { name: 'Extra 20% off on new arrivals' })).toHaveAttribute(
      'href',
      '/categories/fashion/loomline-style',
    );
    expect(within(screen.getByRole('region', { name: 'Related articles' })).getByRole('link', { name: /Eat out for less/ })).toHaveAttribute('href', '/blog/eat-out-for-less-4');
    expect(screen.getByText('Member price').nextElementSibling).toHaveTextContent('₹1,499');
    expect(screen.getByText('Member savings').nextElementSibling).toHaveTextContent('₹500');
    const tracker = screen.getByRole('region', { name: 'Your usage' });
    expect(within(tracker).getByText('Left').nextElementSibling).toHaveTextContent('2');
    expect(within(tracker).getByText('Availed').nextElementSibling).toHaveTextContent('1');
    expect(within(tracker).getByText('Next available on').nextElementSibling).toHaveTextContent('1 Dec 2026');
    expect(within(tracker).getByText('Savings').nextElementSibling).toHaveTextContent('₹150');
    expect(await screen.findByRole('button', { name: 'GENERATE CODE' })).toBeEnabled();
    expect(screen.getByText('One code a month')).toBeInTheDocument();
  });

  it('speaks Hindi in a Hindi page: the sections, the savings, prices and dates, the CTA area', async () => {
    renderOffer({ ...fullOffer, keyPointTitle: null, howToUseTitle: null, aboutTitle: null }, { member: true, locale: 'hi' });
    // the CTA's label is the server's (it answers in the page's language); the area around it is ours
    expect(await screen.findByRole('button', { name: 'GENERATE CODE' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'ऑफ़र के विकल्प' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flat 50% off on your first 3 orders' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ZestBite का लोगो' })).toBeInTheDocument();
    expect(screen.getByText('₹450 तक की बचत')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'खास बातें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'इस्तेमाल कैसे करें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ZestBite के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'इनसे जुड़े लेख' })).getByText('पढ़ने में 4 मिनट')).toBeInTheDocument();
    expect(screen.getByText('मेंबर प्राइस').nextElementSibling).toHaveTextContent('₹1,499');
    const tracker = screen.getByRole('region', { name: 'आपका इस्तेमाल' });
    expect(within(tracker).getByText('अगली बार कब मिलेगा').nextElementSibling).toHaveTextContent('1 दिस॰ 2026');
  });

  it('sets the page meta: title, canonical path and noindex from the offer', async () => {
    renderOffer(fullOffer, { member: true });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Flat 50% off on your first 3 orders | ZestBite');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/categories\/food-delivery\/zestbite-welcome$/);
    const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Product', offers: { price: 1499, priceCurrency: 'INR' } });
  });

  it('shows visitors the logged-out key points', async () => {
    renderOffer(fullOffer);
    const keyPoints = await screen.findByRole('region', { name: 'Why you will love it' });
    expect(within(keyPoints).getByText('Join to get 50% off')).toBeInTheDocument();
    expect(screen.queryByText('Members: valid twice a month')).not.toBeInTheDocument();
  });

  it('leaves out sections without a value', async () => {
    renderOffer(makeOfferDetail({ keyPoints: [] }));
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Key points', 'Offerings', 'How to use', 'Terms and conditions', 'FAQs', 'More offers', 'Related articles', 'Your usage']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Member price')).not.toBeInTheDocument();
  });

  it('shows the expired state instead of the CTA', async () => {
    renderOffer(makeOfferDetail({ isExpired: true, isExpiredText: null, ctaDetails: { actionType: 'VIEW_CODE', label: 'VIEW CODE', disabled: false } }));
    expect(await screen.findByText('The offer has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'VIEW CODE' })).not.toBeInTheDocument();
  });

  it('disables the CTA when the offer says so', async () => {
    renderOffer(makeOfferDetail({ ctaDetails: { actionType: 'OUT_OF_STOCK', label: 'OUT OF STOCK', disabled: true } }));
    expect(await screen.findByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
  });

  it("a visitor's LOGIN CTA opens sign-in", async () => {
    renderOffer(makeOfferDetail({ ctaDetails: { actionType: 'LOGIN', label: 'LOGIN TO UNLOCK', disabled: false } }));
    await userEvent.click(await screen.findByRole('button', { name: 'LOGIN TO UNLOCK' }));
    // The popup's screens load on first opening.
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("renders the payment feature's buy button in the CTA area", async () => {
    renderOffer(makeOfferDetail({ ctaDetails: { actionType: 'REVIEW_ORDER', label: 'BUY NOW', disabled: false } }), {
      slots: { offerBuy: (offer) => <button type="button">PAY for {offer.companyName}</button> },
    });
    const actions = await screen.findByRole('group', { name: 'Offer actions' });
    expect(within(actions).getByRole('button', { name: 'PAY for ZestBite' })).toBeInTheDocument();
  });

  it('plays the company video in place of the cover', async () => {
    renderOffer(makeOfferDetail({ companyVideo: '/static/zestbite.mp4', coverImageUrl: '/static/cover.svg' }));
    await screen.findByRole('heading', { level: 1 });
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', '/static/zestbite.mp4');
    expect(video).toHaveAttribute('controls');
    expect(document.querySelector('img[src="/static/cover.svg"]')).toBeNull();
  });

  it('copies the link where the device has no share sheet', async () => {
    // user-event puts a clipboard on the navigator; what the page copies can be read back.
    const user = userEvent.setup();
    renderOffer(makeOfferDetail());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toMatch(/\/categories\/food-delivery\/zestbite-welcome$/);
  });

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderOffer(makeOfferDetail({ shareMessage: 'Half off at ZestBite' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Flat 50% off on your first 3 orders', text: 'Half off at ZestBite' }));
  });

  it("an unknown offer from the API shows the not-found look", async () => {
    renderPage(offerDetailRoute, {
      path: '/categories/:catName/:brand',
      url: '/categories/food-delivery/nothing',
      respond: () => errorResponse(404, '404', '404 offer not found'),
    });
    expect(await screen.findByRole('heading', { name: '404 offer not found' })).toBeInTheDocument();
  });
});

describe('a student offer', () => {
  const studentOffer = makeOfferDetail({ name: 'campus-pass', studentOffer: true });

  it("shows members 'Verify student status', which opens the student offer form (student_offer_modal)", async () => {
    const { overlays } = renderOffer(studentOffer, { member: true });
    const prompt = await screen.findByRole('region', { name: 'For students' });

    await userEvent.click(within(prompt).getByRole('button', { name: 'Verify student status' }));

    expect(overlays.current()).toEqual({ type: 'student_offer_modal' });
  });

  it('signs a visitor in first, on the offer page', async () => {
    const { overlays, router } = renderOffer(studentOffer);
    const prompt = await screen.findByRole('region', { name: 'For students' });

    await userEvent.click(within(prompt).getByRole('button', { name: 'Verify student status' }));

    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(overlays.current()?.type).toBe('sign_in');
    expect(router.state.location.pathname).toBe('/categories/food-delivery/campus-pass');
  });

  it.each([
    ['an offer without the flag', makeOfferDetail({ name: 'zestbite-welcome' })],
    ['an offer not for students', makeOfferDetail({ name: 'zestbite-welcome', studentOffer: false })],
    ['an expired student offer', makeOfferDetail({ name: 'campus-pass', studentOffer: true, isExpired: true, isExpiredText: null })],
  ])('%s has no student prompt', async (_case, offer) => {
    renderOffer(offer, { member: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'For students' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify student status' })).toBeNull();
  });
});

describe('offer landing', () => {
  it('shows the offer of :brand in the lighter frame, without the category trail', async () => {
    const { requestsTo } = renderPage(offerLandingRoute, {
      path: '/liteOffer/:brand',
      url: '/liteOffer/zestbite-welcome',
      respond: (request) => {
        const offer = makeOfferDetail({ ctaDetails: { actionType: 'REVIEW_ORDER', label: 'CLAIM NOW', disabled: false } });
        return new URL(request.url).pathname === '/nc/prime/offer/details' ? ok(stateOf(offer)) : ok(offer);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flat 50% off on your first 3 orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Food Delivery' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'CLAIM NOW' })).toBeInTheDocument();
    expect(requestsTo('/c/prime/offer/zestbite-welcome')).toHaveLength(1);
  });

  it('shows the not-found look for an unknown offer', async () => {
    renderPage(offerLandingRoute, { path: '/paymentOffer/:brand', url: '/paymentOffer/nothing', respond: () => errorResponse(404, '404', '404 offer not found') });
    expect(await screen.findByRole('heading', { name: '404 offer not found' })).toBeInTheDocument();
  });
});
