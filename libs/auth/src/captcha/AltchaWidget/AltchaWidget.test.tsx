import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineFakeAltchaWidget, FAKE_ALTCHA_CHALLENGE, FAKE_VISIBLE_PAYLOAD, FAKE_WIDGET_LABEL } from '../../testing';
import { AltchaWidget } from './AltchaWidget';

describe('AltchaWidget', () => {
  it('loads the widget, gives it our challenge as data and reports the payload', async () => {
    const onVerified = vi.fn();
    const load = vi.fn(async () => defineFakeAltchaWidget());
    const { container } = render(<AltchaWidget challenge={FAKE_ALTCHA_CHALLENGE} load={load} onVerified={onVerified} onUnavailable={vi.fn()} />);
    expect(screen.getByText('Loading the check…')).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: FAKE_WIDGET_LABEL });
    expect(screen.queryByText('Loading the check…')).not.toBeInTheDocument();
    expect(JSON.parse(container.querySelector('altcha-widget')?.getAttribute('challenge') ?? '')).toEqual(FAKE_ALTCHA_CHALLENGE);
    await userEvent.click(box);
    expect(onVerified).toHaveBeenCalledWith(FAKE_VISIBLE_PAYLOAD);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the widget cannot be loaded', async () => {
    const onUnavailable = vi.fn();
    render(<AltchaWidget challenge={FAKE_ALTCHA_CHALLENGE} load={() => Promise.reject(new Error('chunk failed'))} onVerified={vi.fn()} onUnavailable={onUnavailable} />);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
  });

  it('removes the widget when it goes away', async () => {
    const { container, unmount } = render(
      <AltchaWidget challenge={FAKE_ALTCHA_CHALLENGE} load={async () => defineFakeAltchaWidget()} onVerified={vi.fn()} onUnavailable={vi.fn()} />,
    );
    await screen.findByRole('checkbox', { name: FAKE_WIDGET_LABEL });
    const widget = container.querySelector('altcha-widget');
    unmount();
    expect(widget?.isConnected).toBe(false);
  });
});
