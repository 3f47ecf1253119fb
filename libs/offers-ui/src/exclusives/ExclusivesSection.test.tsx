import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../home/testing/renderRoute';
import { stubBrowser } from '../home/testing/stubBrowser';
import { ExclusivesSection } from './ExclusivesSection';
import { exclusiveData, exclusivesAt } from './testing';

describe('ExclusivesSection', () => {
  beforeEach(() => stubBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it('heading for phones and desktop, See All, a carousel of cards and a Know more card', async () => {
    renderRoute({ element: <ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} /> });
    const section = await screen.findByRole('region', { name: 'Preferential pricing for members Curated experiences' });
    expect(section).toHaveAttribute('id', 'curated-experiences');
    expect(within(section).getByText('Preferential pricing')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /^See All/ })).toHaveAttribute('href', '/categories/tpxclusives');
    const carousel = within(section).getByRole('region', { name: 'Exclusive offers and events' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(within(carousel).getAllByRole('article')).toHaveLength(5);
  });

  it('Know more opens the member-events sheet', async () => {
    const user = userEvent.setup();
    renderRoute({ element: <ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} /> });
    await user.click(await screen.findByRole('button', { name: /Know more/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Members-only events' });
    expect(dialog).toHaveAccessibleDescription('Preferential pricing at the best events in town');
    expect(within(dialog).getByRole('link', { name: 'See all exclusives' })).toHaveAttribute('href', '/categories/tpxclusives');
  });

  it('renders nothing without exclusives', async () => {
    renderRoute({ element: <><p>page</p><ExclusivesSection exclusives={[]} knowMore={exclusiveData} /></> });
    await screen.findByText('page');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
