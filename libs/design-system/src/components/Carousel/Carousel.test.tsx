import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

// jsdom has no layout observers; Embla needs them to start. Layout itself (which items overflow,
// arrows and dots) is covered by the stories, which run in a real browser.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const noMatch = (media: string) =>
  ({ media, matches: false, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;

beforeEach(() => {
  vi.stubGlobal('matchMedia', noMatch);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <a key={`offer-${index + 1}`} href={`/offer/${index + 1}`}>
      Offer {index + 1}
    </a>
  ));

describe('Carousel', () => {
  it('is a region announced as a carousel, named by its label, with each item a slide "n of N"', () => {
    render(<Carousel label="Weekly offers">{cards(5)}</Carousel>);
    const region = screen.getByRole('region', { name: 'Weekly offers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAccessibleName('1 of 5');
    expect(slides[4]).toHaveAccessibleName('5 of 5');
    expect(slides[4]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[2]!).getByRole('link', { name: 'Offer 3' })).toHaveAttribute('href', '/offer/3');
  });

  it('renders fewer than 4 items as a plain list, with no carousel controls', () => {
    render(<Carousel label="Event banners">{cards(3)}</Carousel>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Event banners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('4 items are already a carousel', () => {
    render(<Carousel label="Event banners">{cards(4)}</Carousel>);
    expect(screen.getByRole('region', { name: 'Event banners' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(4);
  });

  it('the flat threshold can be changed', () => {
    render(
      <Carousel label="Reviews" minItems={6}>
        {cards(5)}
      </Carousel>,
    );
    expect(screen.getByRole('list', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('gives the item widths to the layout as custom properties', () => {
    render(
      <Carousel label="Logos" itemsDesktop={5} itemsMobile={2.5}>
        {cards(6)}
      </Carousel>,
    );
    const style = screen.getByRole('region', { name: 'Logos' }).getAttribute('style') ?? '';
    expect(style).toMatch(/: 5;/);
    expect(style).toMatch(/: 2\.5;?/);
  });
});
