import { exclusiveData } from '@rewards/api-client/testing';
import { I18nProvider } from '@rewards/i18n';
import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import { examplePartners } from '@rewards/partner/examples';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/home/renderRoute';
import { stubBrowser } from '../testing/home/stubBrowser';
import { ExclusivesSection } from './ExclusivesSection';
import { exclusivesAt } from './testing';

describe('ExclusivesSection', () => {
  beforeEach(() => stubBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it("on a co-brand See All stays under the partner's catalogue (the only one it serves)", async () => {
    renderRoute({ element: <ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} /> }, { partner: examplePartners.shopper });
    const section = await screen.findByRole('region', { name: 'Preferential pricing for members Curated experiences' });
    expect(within(section).getByRole('link', { name: /^See All/ })).toHaveAttribute('href', '/categoriesshoppercard/tpxclusives');
  });

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

  it('Know more opens the tpx_know_more panel with the know-more picture, header and sub-header', async () => {
    const user = userEvent.setup();
    const store = createOverlayStore();
    renderRoute({ element: <OverlayProvider store={store}><ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} /></OverlayProvider> });
    await user.click(await screen.findByRole('button', { name: /Know more/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Members-only events' });
    expect(store.current()?.type).toBe('tpx_know_more');
    expect(dialog).toHaveAccessibleDescription('Preferential pricing at the best events in town');
    expect(dialog.querySelector('img')).toHaveAttribute('src', exclusiveData.tpExclusiveKnowMoreImage);
    expect(within(dialog).getByRole('heading', { name: 'How exclusives work' })).toBeInTheDocument();
    expect(within(dialog).getByText('RSVP')).toBeInTheDocument();
    expect(within(dialog).getByText('LIVE NOW')).toBeInTheDocument();
    expect(within(dialog).getByText('JUST MISSED')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See all exclusives' })).toHaveAttribute('href', '/categories/tpxclusives');
  });

  it('the sheet closes on Escape, gives focus back to Know more and leaves no overlay open', async () => {
    const user = userEvent.setup();
    const store = createOverlayStore();
    renderRoute({ element: <OverlayProvider store={store}><ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} /></OverlayProvider> });
    const knowMore = await screen.findByRole('button', { name: /Know more/ });
    knowMore.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Members-only events' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(knowMore).toHaveFocus();
    expect(store.current()).toBeNull();
  });

  it('opening another overlay closes the sheet (one at a time)', async () => {
    const user = userEvent.setup();
    const store = createOverlayStore();
    renderRoute({ element: <OverlayProvider store={store}><ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} /></OverlayProvider> });
    await user.click(await screen.findByRole('button', { name: /Know more/ }));
    expect(await screen.findByRole('dialog', { name: 'Members-only events' })).toBeInTheDocument();
    act(() => void store.open('coupons_drawer'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Members-only events' })).not.toBeInTheDocument());
  });

  it('See all exclusives in the sheet closes it and opens the list', async () => {
    const user = userEvent.setup();
    const store = createOverlayStore();
    renderRoute({ element: <OverlayProvider store={store}><ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} /></OverlayProvider> });
    await user.click(await screen.findByRole('button', { name: /Know more/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'See all exclusives' }));
    expect(await screen.findByText('Now at /categories/tpxclusives')).toBeInTheDocument();
    expect(store.current()).toBeNull();
  });

  it('renders nothing without exclusives', async () => {
    renderRoute({ element: <><p>page</p><ExclusivesSection exclusives={[]} knowMore={exclusiveData} /></> });
    await screen.findByText('page');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks Hindi in a Hindi page: the heading, See All with its hidden words in their place, the tags and countdowns', async () => {
    const user = userEvent.setup();
    renderRoute({
      element: (
        <I18nProvider locale="hi">
          <Suspense fallback={<p>loading</p>}>
            <ExclusivesSection exclusives={exclusivesAt(Date.now())} knowMore={exclusiveData} />
          </Suspense>
        </I18nProvider>
      ),
    });
    const section = await screen.findByRole('region', { name: 'मेंबर्स के लिए खास कीमतें चुनिंदा अनुभव' });
    expect(within(section).getByRole('link', { name: 'सभी एक्सक्लूसिव देखें' })).toHaveAttribute('href', '/categories/tpxclusives');
    expect(within(section).getByRole('region', { name: 'एक्सक्लूसिव ऑफ़र और इवेंट' })).toBeInTheDocument();
    expect(within(section).getAllByText('अभी लाइव')).toHaveLength(2);
    expect(within(section).getAllByRole('timer')[0]).toHaveTextContent(/^2 दिन 0[23]:\d\d:\d\d में शुरू$/);
    await user.click(within(section).getByRole('button', { name: /और जानें/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Members-only events' });
    expect(within(dialog).getByRole('heading', { name: 'एक्सक्लूसिव कैसे काम करते हैं' })).toBeInTheDocument();
    expect(within(dialog).getByText('RSVP करें')).toBeInTheDocument();
  });
});
