import { I18nProvider } from '@rewards/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashSaleCta } from './FlashSaleCta';
import type { FlashSaleState } from './flashSaleState';
import { flashSaleIn, HOUR, makeFlashSale, MINUTE, SALE_ERROR } from './testing';

// 12:30 UTC is 18:00 in India, where the dates are shown.
const now = Date.UTC(2026, 10, 22, 12, 30);

describe('FlashSaleCta', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // state → headline (announced), countdown, helper, button and whether it acts.
  it.each([
    ['COMING_SOON', 'Coming soon', null, 'Sale opens Wed, 25 Nov, 6:00 pm', 'COMING SOON', false],
    ['PRE_BUZZ', 'Sale starts soon', 'Starts in 02:15:00', '100 available when it opens', 'STARTS SOON', false],
    ['ACTIVE', 'Sale is live', null, '60 of 100 left · ends Sun, 22 Nov, 11:00 pm', 'BOOK SEATS', true],
    ['ACTIVE_INVENTORY', 'Only 3 left', null, 'Selling fast: book before it sells out.', 'BOOK SEATS', true],
    ['ABOUT_TO_EXPIRE', 'Ending soon', 'Ends in 00:45:00', '12 left', 'BOOK SEATS', true],
    ['OUT_OF_STOCK', 'Sold out', null, 'Everything on sale has been booked.', 'SOLD OUT', false],
    ['OUT_OF_STOCK_WITH_ERROR', 'Sold out before your booking went through', null, SALE_ERROR, 'SOLD OUT', false],
    ['EXPIRED', 'Sale ended', null, 'Ended Sat, 21 Nov, 6:00 pm', 'SALE ENDED', false],
    ['EXPIRED_WITH_ERROR', 'The sale ended before your booking went through', null, SALE_ERROR, 'SALE ENDED', false],
  ] as const)('%s: "%s", countdown %s, "%s", button %s (acts: %s)', async (state: FlashSaleState, headline, countdown, helper, button, acts) => {
    const onAct = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<FlashSaleCta flashSale={flashSaleIn(state, now)} onAct={onAct} actLabel="BOOK SEATS" />);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${headline}$`));
    if (countdown) expect(screen.getByRole('timer')).toHaveTextContent(countdown);
    else expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(helper)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', state);
    const action = screen.getByRole('button', { name: button });
    if (acts) {
      expect(action).toBeEnabled();
      await user.click(action);
      expect(onAct).toHaveBeenCalledTimes(1);
    } else {
      expect(action).toBeDisabled();
    }
  });

  it('without a label of its own the selling button says BOOK NOW', () => {
    render(<FlashSaleCta flashSale={flashSaleIn('ACTIVE', now)} onAct={() => {}} />);
    expect(screen.getByRole('button', { name: 'BOOK NOW' })).toBeEnabled();
  });

  it('while the action is pending the button says so, keeps focus and ignores clicks', async () => {
    const onAct = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { rerender } = render(<FlashSaleCta flashSale={flashSaleIn('ACTIVE', now)} onAct={onAct} />);
    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    rerender(<FlashSaleCta flashSale={flashSaleIn('ACTIVE', now)} onAct={onAct} pending />);
    const button = screen.getByRole('button', { name: 'PLEASE WAIT' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onAct).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a sale', () => {
    const { container } = render(<FlashSaleCta flashSale={null} onAct={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('PRE_BUZZ counts down every second, then opens the sale at the start; the countdown is not announced', async () => {
    render(<FlashSaleCta flashSale={makeFlashSale(now, { startIn: 3000, endIn: 5 * HOUR })} onAct={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sale starts soon');
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 00:00:03');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Starts in 3 seconds');
    // The live region holds the state, not the ticking time.
    expect(screen.getByRole('status')).not.toHaveTextContent(/\d\d:\d\d/);
    // Checks fall half-way between ticks, so they do not hang on the exact millisecond of one.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 00:00:01');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('status')).toHaveTextContent('Sale is live');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BOOK NOW' })).toBeEnabled();
  });

  it('a live sale turns ABOUT_TO_EXPIRE an hour before the end, counts down and ends by itself', async () => {
    render(<FlashSaleCta flashSale={makeFlashSale(now, { startIn: -HOUR, endIn: HOUR + 2000 })} onAct={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sale is live');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Ending soon');
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 01:00:00');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 00:59:59');
    await act(() => vi.advanceTimersByTimeAsync(HOUR - 2000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 00:00:01');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Sale ended');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SALE ENDED' })).toBeDisabled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with no countdown on screen it sleeps until the next boundary instead of ticking', async () => {
    render(<FlashSaleCta flashSale={makeFlashSale(now, { startIn: 2 * 24 * HOUR, endIn: 3 * 24 * HOUR })} onAct={() => {}} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Coming soon');
    await act(() => vi.advanceTimersByTimeAsync(24 * HOUR - MINUTE));
    expect(screen.getByRole('status')).toHaveTextContent('Coming soon');
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(screen.getByRole('status')).toHaveTextContent('Sale starts soon');
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 1d 00:00:00');
  });

  it('speaks Hindi in a Hindi page: the state, the countdown, the helper and the button', async () => {
    render(
      <I18nProvider locale="hi">
        <Suspense fallback={<p>loading</p>}>
          <FlashSaleCta flashSale={flashSaleIn('PRE_BUZZ', now)} onAct={() => {}} />
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/^सेल जल्द शुरू होगी$/);
    expect(screen.getByRole('timer')).toHaveTextContent('02:15:00 में शुरू');
    expect(screen.getByRole('timer')).toHaveAccessibleName('2 घंटे 15 मिनट में शुरू');
    expect(screen.getByText('शुरू होने पर 100 उपलब्ध')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'जल्द शुरू होगी' })).toBeDisabled();
  });
});
