import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_SECTIONS } from './headerRules';
import { translate } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';
import { HomeSectionTabs } from './HomeSectionTabs';

/** A stand-in IntersectionObserver the test drives: `show(id, inView)` reports a section. */
function fakeObserver() {
  let report: IntersectionObserverCallback = () => {};
  const observed: Element[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observed,
    show(id: string, isIntersecting: boolean) {
      const target = document.getElementById(id)!;
      act(() => report([{ target, isIntersecting } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    },
  };
}

function Page() {
  return (
    <>
      <header>
        <HomeSectionTabs />
      </header>
      {HOME_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-label={translate('en', shellCatalogue, section.labelKey)} />
      ))}
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomeSectionTabs', () => {
  it('highlights the tab of the section in view as the page scrolls', () => {
    const observer = fakeObserver();
    render(<Page />);
    expect(observer.observed.map((element) => element.id)).toEqual(['key-benefits', 'curated-experiences', 'additional-benefits']);
    const tabs = screen.getByRole('navigation', { name: 'Home sections' });
    const current = () => within(tabs).queryAllByRole('link').filter((link) => link.hasAttribute('aria-current')).map((link) => link.textContent);
    expect(current()).toEqual([]);
    observer.show('key-benefits', true);
    expect(current()).toEqual(['Key Benefits']);
    observer.show('key-benefits', false);
    observer.show('additional-benefits', true);
    expect(current()).toEqual(['Additional benefits']);
  });

  it('waits for sections that arrive later (the home page loads lazily)', async () => {
    const observer = fakeObserver();
    render(<HomeSectionTabs />);
    expect(observer.observed).toEqual([]);
    const late = document.createElement('section');
    late.id = 'curated-experiences';
    document.body.appendChild(late);
    await vi.waitFor(() => expect(observer.observed.map((element) => element.id)).toEqual(['curated-experiences']));
    late.remove();
  });

  it('a tab scrolls to its section and moves focus there', async () => {
    fakeObserver();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Curated experiences' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Curated experiences' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Curated experiences' })).toHaveAttribute('aria-current', 'location');
  });
});
