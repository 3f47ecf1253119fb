import { PartnerProvider } from '@rewards/partner';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPartner } from '@rewards/offers/testing/fixtures';
import { StickyCta, type StickyCtaType } from './StickyCta';

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;

class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

function Page({ type, path = '/categories/dining/x' }: { type: StickyCtaType; path?: string }) {
  return (
    <PartnerProvider partner={testPartner()}>
      <MemoryRouter initialEntries={[path]}>
        <Hero type={type} />
      </MemoryRouter>
    </PartnerProvider>
  );
}

function Hero({ type }: { type: StickyCtaType }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={ref}>hero</div>
      <StickyCta type={type} anchorRef={ref} label="Sticky" priceText="₹999">
        <button type="button">ACT</button>
      </StickyCta>
    </>
  );
}

describe('StickyCta', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    observed = null;
  });

  it('sticky_odp_cta shows once the hero CTA leaves the viewport and hides when it is back', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Page type="sticky_odp_cta" />);
    expect(screen.queryByRole('region', { name: 'Sticky' })).not.toBeInTheDocument();
    act(() => observed?.([{ isIntersecting: false }]));
    expect(screen.getByRole('region', { name: 'Sticky' })).toContainElement(screen.getByRole('button', { name: 'ACT' }));
    act(() => observed?.([{ isIntersecting: true }]));
    expect(screen.queryByRole('region', { name: 'Sticky' })).not.toBeInTheDocument();
  });

  it.each<[StickyCtaType, boolean, boolean]>([
    ['sticky_payment_cta', true, false],
    ['sticky_payment_cta_v2', true, true],
    ['odp_cta', false, false],
  ])('%s: bar %s, price %s', (type, bar, price) => {
    render(<Page type={type} />);
    expect(screen.getByRole('button', { name: 'ACT' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sticky' }) !== null).toBe(bar);
    expect(screen.queryByText('₹999') !== null).toBe(price);
  });

  it('is not shown on the /categories listing', () => {
    render(<Page type="sticky_payment_cta" path="/categories" />);
    expect(screen.queryByRole('button', { name: 'ACT' })).not.toBeInTheDocument();
  });
});
