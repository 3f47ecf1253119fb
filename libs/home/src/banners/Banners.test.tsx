import { makeBanner, viewportData, weeklyBanners } from '@rewards/api-client/testing';
import { makeUser, paidMembership, testSessionStore } from '@rewards/auth/testing';
import { examplePartners } from '@rewards/partner/examples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@rewards/offers/testing/home/renderRoute';
import { stubBrowser } from '@rewards/offers/testing/home/stubBrowser';
import { EventBanners } from './EventBanners';
import { MarqueeStrip } from './MarqueeStrip';
import { WeeklyBanners } from './WeeklyBanners';

const weekly = (banners = weeklyBanners) => ({ ...viewportData.weeklyViewport!, banners });

describe('weekly banners', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a banner without texts gets 'New', 'on Prime Rewards' (the site's brand) and \"Let's Go\" on a phone", async () => {
    stubBrowser();
    renderRoute({ element: <WeeklyBanners viewport={weekly([makeBanner({ ctaDetail: { actionType: 'HOME_PAGE' } })])} /> });
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(screen.getByText('on Prime Rewards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's Go" })).toBeInTheDocument();
  });

  it("on a co-brand the title names the partner's brand, not the core site's", async () => {
    stubBrowser();
    renderRoute({ element: <WeeklyBanners viewport={weekly([makeBanner({ ctaDetail: { actionType: 'HOME_PAGE' } })])} /> }, { partner: examplePartners.shopper });
    expect(await screen.findByText('on Shopper Rewards')).toBeInTheDocument();
    expect(screen.queryByText('on Prime Rewards')).not.toBeInTheDocument();
  });

  it("...and 'Check Now' on desktop", async () => {
    stubBrowser({ desktop: true });
    renderRoute({ element: <WeeklyBanners viewport={weekly([makeBanner({ ctaDetail: { actionType: 'HOME_PAGE' } })])} /> });
    expect(await screen.findByRole('button', { name: 'Check Now' })).toBeInTheDocument();
  });

  it('for a member the CTAs follow their actions', async () => {
    stubBrowser();
    const user = userEvent.setup();
    renderRoute({ element: <WeeklyBanners viewport={weekly()} /> }, { session: testSessionStore(makeUser(paidMembership)) });
    const carousel = await screen.findByRole('region', { name: 'Weekly promotions' });
    expect(within(carousel).getByRole('link', { name: 'Claim ₹100 off' })).toHaveAttribute('href', '/payment?promo=WELCOME100');
    const letsGo = within(carousel).getAllByRole('link', { name: "Let's Go" });
    expect(letsGo.map((link) => link.getAttribute('href'))).toEqual(['/categories/dining/tandoor-tales-gold', '/creditscorecheck']);
    const external = within(carousel).getByRole('link', { name: /Listen now/ });
    expect(external).toHaveAttribute('href', 'https://raagwave.example.com/monsoon');
    expect(external).toHaveAttribute('target', '_blank');
    await user.click(letsGo[0]!);
    expect(await screen.findByText('Now at /categories/dining/tandoor-tales-gold')).toBeInTheDocument();
  });
});

describe('event banners', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GET_CREDIT_REPORT: members go to the credit score check', async () => {
    stubBrowser();
    const eventViewport = { ...viewportData.eventViewport!, viewport: { ...viewportData.eventViewport!.viewport, banners: [makeBanner({ ctaDetail: { text: 'Check score', actionType: 'GET_CREDIT_REPORT' } })] } };
    renderRoute({ element: <EventBanners eventViewport={eventViewport} /> }, { session: testSessionStore(makeUser(paidMembership)) });
    expect(await screen.findByRole('link', { name: 'Check score' })).toHaveAttribute('href', '/creditscorecheck');
  });

  it('a visitor is asked to sign in for the credit report', async () => {
    stubBrowser();
    const user = userEvent.setup();
    const eventViewport = { ...viewportData.eventViewport!, viewport: { ...viewportData.eventViewport!.viewport, banners: [makeBanner({ ctaDetail: { text: 'Check score', actionType: 'GET_CREDIT_REPORT' } })] } };
    renderRoute({ element: <EventBanners eventViewport={eventViewport} /> });
    await user.click(await screen.findByRole('button', { name: 'Check score' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('marquee strip', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('light text on a dark strip, dark text on a light one', async () => {
    stubBrowser();
    renderRoute({ element: <><MarqueeStrip strip={{ text: 'Dark strip', bgColor: '#1F2937' }} /><MarqueeStrip strip={{ text: 'Light strip', bgColor: '#FFD54F' }} /></> });
    const dark = (await screen.findByText('Dark strip', { selector: 'p' })).parentElement!;
    const light = screen.getByText('Light strip', { selector: 'p' }).parentElement!;
    expect(dark).toHaveStyle({ background: '#1F2937' });
    expect(dark.className).not.toBe(light.className);
  });

  it('has a button that stops the scrolling text and starts it again, by keyboard too (WCAG 2.2.2)', async () => {
    stubBrowser();
    const user = userEvent.setup();
    renderRoute({ element: <MarqueeStrip strip={{ text: 'Moving strip', bgColor: '#1F2937' }} /> });
    const stop = await screen.findByRole('button', { name: 'Stop the scrolling text' });
    const track = screen.getAllByText('Moving strip', { selector: 'span' })[0]!.parentElement!;
    expect(track).not.toHaveStyle({ animationPlayState: 'paused' });
    stop.focus();
    await user.keyboard('{Enter}');
    expect(track).toHaveStyle({ animationPlayState: 'paused' });
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Stop the scrolling text' })).toHaveFocus();
    expect(track).not.toHaveStyle({ animationPlayState: 'paused' });
    await user.click(screen.getByRole('button', { name: 'Stop the scrolling text' }));
    expect(screen.getByRole('button', { name: 'Start the scrolling text' })).toBeInTheDocument();
  });
});
