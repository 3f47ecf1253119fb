import { partnerOffers } from '@rewards/api-client/testing';
import { PartnerProvider } from '@rewards/partner';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPartner } from '@rewards/offers/testing/fixtures';
import { OfferLogoCards } from './OfferLogoCards';
import { stubBrowser } from '@rewards/offers/testing/home/stubBrowser';

function renderCards() {
  render(
    <PartnerProvider partner={testPartner()}>
      <MemoryRouter>
        <OfferLogoCards offers={partnerOffers} />
      </MemoryRouter>
    </PartnerProvider>,
  );
  const list = screen.getByRole('list', { name: 'Popular benefits' });
  return { list, spotlit: () => within(list).getAllByRole('link').findIndex((link) => link.getAttribute('data-spotlight') === 'true') };
}

describe('OfferLogoCards', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows at most 6 cards, each leading to its offer', () => {
    stubBrowser();
    const { list } = renderCards();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[1]).toHaveAttribute('href', '/categories/dining/masala-lane-bistro-offer');
  });

  it('one card is in the spotlight from 1 s, moving on every 12 s and wrapping after the sixth', () => {
    stubBrowser();
    const { spotlit } = renderCards();
    expect(spotlit()).toBe(-1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(spotlit()).toBe(0);
    act(() => void vi.advanceTimersByTime(12_000));
    expect(spotlit()).toBe(1);
    act(() => void vi.advanceTimersByTime(5 * 12_000));
    expect(spotlit()).toBe(0);
  });

  it('rests while the member hovers the cards', () => {
    stubBrowser();
    const { list, spotlit } = renderCards();
    act(() => void vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(list);
    act(() => void vi.advanceTimersByTime(36_000));
    expect(spotlit()).toBe(0);
  });

  it('nothing moves with reduced motion', () => {
    stubBrowser({ reducedMotion: true });
    const { spotlit } = renderCards();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(spotlit()).toBe(-1);
  });
});
