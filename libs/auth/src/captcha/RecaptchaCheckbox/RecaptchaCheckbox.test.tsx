import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGrecaptcha } from '../../testing';
import { RecaptchaCheckbox } from './RecaptchaCheckbox';

describe('RecaptchaCheckbox', () => {
  it('loads the script with the v3 key, renders the v2 checkbox and reports its token', async () => {
    const grecaptcha = fakeGrecaptcha();
    const render_ = vi.spyOn(grecaptcha, 'render');
    const load = vi.fn(async () => grecaptcha);
    const onVerified = vi.fn();
    render(<RecaptchaCheckbox siteKeyV3="v3" siteKeyV2="v2" load={load} onVerified={onVerified} onUnavailable={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(load).toHaveBeenCalledWith('v3', 'en');
    expect(render_).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'v2' }));
    expect(onVerified).toHaveBeenCalledWith('v2-token');
    expect(screen.queryByText('Loading the check…')).not.toBeInTheDocument();
  });

  it('says when the script cannot be loaded', async () => {
    const onUnavailable = vi.fn();
    render(<RecaptchaCheckbox siteKeyV3="v3" siteKeyV2="v2" load={() => Promise.reject(new Error('blocked'))} onVerified={vi.fn()} onUnavailable={onUnavailable} />);
    expect(screen.getByText('Loading the check…')).toBeInTheDocument();
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
  });
});
