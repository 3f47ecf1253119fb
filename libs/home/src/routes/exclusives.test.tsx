import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeCategories } from '@rewards/offers/testing/home/fixtures';
import { renderRoute } from '@rewards/offers/testing/home/renderRoute';
import { stubBrowser } from '@rewards/offers/testing/home/stubBrowser';
import * as eventLanding from './eventLanding';
import * as exclusives from './exclusives';

describe('/categories/tpxclusives', () => {
  beforeEach(() => stubBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it('lists every exclusive offer in every state; missed ones lead nowhere', async () => {
    renderRoute(exclusives, { path: '/categories/tpxclusives', answers: { categories: homeCategories() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Curated experiences' }, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Exclusive offers' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(list).getAllByText('RSVP')).toHaveLength(2);
    expect(within(list).getAllByText('LIVE NOW')).toHaveLength(2);
    expect(within(list).getAllByText('JUST MISSED')).toHaveLength(1);
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    expect(within(list).getByRole('heading', { name: "Chef's table evening" })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: "Chef's table evening" })).not.toBeInTheDocument();
  });
});

describe('/event-landing', () => {
  beforeEach(() => stubBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the exclusive events, live first, then upcoming', async () => {
    renderRoute(eventLanding, { path: '/event-landing', answers: { categories: homeCategories() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exclusive events' }, { timeout: 5000 })).toBeInTheDocument();
    const titles = within(screen.getByRole('list', { name: 'Exclusive events' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // Chef's table is an exclusive offer, not an event.
    expect(titles).toEqual(['Movie premiere screening', 'Vinyl listening lounge', 'Sunburn Arena Night', 'Stand-up Sunday']);
  });
});
