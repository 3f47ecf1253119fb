import { homeData, partnerOffers } from '@rewards/api-client/testing';
import type { Category } from '@rewards/api-contract';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeCategories } from '@rewards/offers/testing/home/fixtures';
import { renderRoute } from '@rewards/offers/testing/home/renderRoute';
import { stubBrowser } from '@rewards/offers/testing/home/stubBrowser';
import * as appLanding from './appLanding';
import { testPartner } from '@rewards/offers/testing/fixtures';
import * as otts from './otts';

function withOtt(offers = partnerOffers.slice(0, 2)): Category[] {
  const ott: Category = { id: 4, name: 'ott', displayName: 'Entertainment', slug: 'ott', priority: 4, isNative: true, offers, companyOffers: offers };
  return [...homeCategories(), ott];
}

describe('/otts', () => {
  beforeEach(() => stubBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the streaming subscriptions the membership includes, with a link to the whole category', async () => {
    const offers = partnerOffers.slice(0, 2);
    renderRoute(otts, { path: '/otts', answers: { categories: withOtt(offers) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'OTT subscriptions included' }, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'OTT subscriptions' });
    // the cards, not the key points listed inside them
    expect(within(list).getAllByRole('listitem').filter((item) => item.parentElement === list)).toHaveLength(offers.length);
    expect(screen.getByRole('link', { name: 'See every Entertainment offer' })).toHaveAttribute('href', '/categories/ott');
  });

  it('sends a logged-in member outside the grocery variant to the feed', async () => {
    renderRoute(otts, { path: '/otts', answers: { categories: withOtt() }, session: testSessionStore(makeUser({ primeProfile: 5 })) });
    expect(await screen.findByText('Now at /userfeed', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keeps a grocery-variant member on the page', async () => {
    renderRoute(otts, { path: '/otts', answers: { categories: withOtt() }, session: testSessionStore(makeUser({ primeProfile: 5 })), partner: { ...testPartner(), retail: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'OTT subscriptions included' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so when the catalogue has no streaming subscriptions', async () => {
    renderRoute(otts, { path: '/otts', answers: { categories: homeCategories() } });
    expect(await screen.findByText('No streaming subscriptions right now.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/app-landing', () => {
  beforeEach(() => stubBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it('says why the app, links both stores with their ratings, and has a QR code for a computer', async () => {
    renderRoute(appLanding, { path: '/app-landing' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Get the .+ app$/ }, { timeout: 5000 })).toBeInTheDocument();
    const reasons = screen.getByRole('region', { name: 'Why the app' });
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', homeData.appInstall.downloadLinkAndroid);
    expect(screen.getByRole('link', { name: 'Get it on the App Store (opens in a new tab)' })).toHaveAttribute('href', homeData.appInstall.downloadLinkIos);
    expect(screen.getByText(/Android rating/)).toBeInTheDocument();
    const qr = screen.getByRole('region', { name: 'On a computer?' });
    expect(within(qr).getByTitle('QR code for the app')).toBeInTheDocument();
  });
});
