import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollTest } from './viewport';

function Probe() {
  const past = useScrollTest((scrollY) => scrollY > 100);
  return <p>{past ? 'scrolled' : 'at the top'}</p>;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

describe('useScrollTest', () => {
  afterEach(() => {
    act(() => {
      scrollTo(0);
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('answers again when the page scrolls past the line, and back', () => {
    render(<Probe />);
    expect(screen.getByText('at the top')).toBeInTheDocument();
    act(() => {
      scrollTo(240);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('scrolled')).toBeInTheDocument();
    act(() => {
      scrollTo(20);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('at the top')).toBeInTheDocument();
  });

  it('reads a position the browser restored before it subscribed in the next frame, without a scroll event', async () => {
    scrollTo(500);
    render(<Probe />);
    await waitFor(() => expect(screen.getByText('scrolled')).toBeInTheDocument());
  });
});
