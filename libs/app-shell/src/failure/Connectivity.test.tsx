import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityFrame, OFFLINE_SNACKBAR_DELAY_MS } from './Connectivity';

// spec §8's texts
const OFFLINE_TITLE = 'You are offline';
const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';
const ONLINE_TITLE = 'You are online';
const ONLINE_MESSAGE = 'Please try refreshing the page now';
import * as styles from './connectivity.css';

let online = true;

function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

beforeEach(() => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderFrame(onReload = vi.fn()) {
  render(
    <ConnectivityFrame onReload={onReload}>
      <button type="button">Generate code</button>
    </ConnectivityFrame>,
  );
  return { onReload, root: screen.getByRole('button', { name: 'Generate code', hidden: true }).parentElement! };
}

describe('connectivity', () => {
  it('online, the page is as it is and nothing is said', () => {
    const { root } = renderFrame();
    expect(root).not.toHaveAttribute('inert');
    expect(root).not.toHaveClass(styles.offline);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline, the page turns grey and inert at once, and the snackbar shows after 1 s', () => {
    const { root } = renderFrame();

    goOffline();
    expect(root).toHaveAttribute('inert');
    expect(root).toHaveClass(styles.offline);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => vi.advanceTimersByTime(OFFLINE_SNACKBAR_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(`${OFFLINE_TITLE}${OFFLINE_MESSAGE}`);
    // The snackbar is outside the inert root.
    expect(root).not.toContainElement(screen.getByRole('status'));

    // and stays for as long as the device is offline
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TITLE);
  });

  it('back online, the page is restored and RELOAD is offered, hiding 5 s later', () => {
    const { root, onReload } = renderFrame();
    goOffline();
    act(() => vi.advanceTimersByTime(OFFLINE_SNACKBAR_DELAY_MS));

    goOnline();
    expect(root).not.toHaveAttribute('inert');
    expect(root).not.toHaveClass(styles.offline);
    expect(screen.getByRole('status')).toHaveTextContent(`${ONLINE_TITLE}${ONLINE_MESSAGE}`);

    fireEvent.click(screen.getByRole('button', { name: 'RELOAD' }));
    expect(onReload).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a drop shorter than 1 s never shows the offline snackbar, but the return is still told', () => {
    renderFrame();
    goOffline();
    act(() => vi.advanceTimersByTime(500));
    goOnline();
    act(() => vi.advanceTimersByTime(OFFLINE_SNACKBAR_DELAY_MS));

    expect(screen.getByRole('status')).toHaveTextContent(ONLINE_TITLE);
    expect(screen.queryByText(OFFLINE_TITLE)).toBeNull();
  });
});
