import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ButtonLink } from './ButtonLink';

/**
 * Clicks the link and reports whether the browser would have followed it. A document listener
 * runs after React's handler, records the verdict, then cancels it (jsdom cannot navigate).
 */
function clickAndReportBrowserNavigation(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let browserWouldNavigate = false;
  const record = (event: Event) => {
    browserWouldNavigate = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  fireEvent.click(link, init);
  document.removeEventListener('click', record);
  return browserWouldNavigate;
}

describe('ButtonLink', () => {
  it('is a real link with its href', () => {
    render(<ButtonLink href="/payment">Join now</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/payment');
  });

  it('hands a plain left click to onNavigate instead of loading the page', async () => {
    const onNavigate = vi.fn();
    render(
      <ButtonLink href="/payment?promo=X1" onNavigate={onNavigate}>
        Join now
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Join now' });
    expect(clickAndReportBrowserNavigation(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/payment?promo=X1');
    onNavigate.mockClear();
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const onNavigate = vi.fn();
    render(
      <ButtonLink href="/tnc" onNavigate={onNavigate}>
        Terms
      </ButtonLink>,
    );
    expect(clickAndReportBrowserNavigation(screen.getByRole('link', { name: 'Terms' }), init)).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('leaves a target=_blank link to the browser and protects the opener', () => {
    const onNavigate = vi.fn();
    render(
      <ButtonLink href="https://partner.example" target="_blank" onNavigate={onNavigate}>
        Visit partner
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Visit partner' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(clickAndReportBrowserNavigation(link)).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
