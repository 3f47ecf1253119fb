import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { layoutApi, memberSession, shellRegistry as registry } from '../testing/shellFixtures';

const noRequest = { '/nc/um/user/student': { success: true, data: null } };

describe('the student offer popup (student_offer_modal)', () => {
  it('opens the student offer form, lazily loaded, when a page opens the overlay; Escape closes it', async () => {
    const user = userEvent.setup();
    const { overlays } = renderApp('/faq', { registry, session: memberSession(), api: { ...layoutApi, ...noRequest } });
    await screen.findByRole('heading', { name: 'FAQ page' });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => void overlays.open('student_offer_modal'));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });
    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toHaveValue('Aarav Shah');
    expect(within(dialog).getByLabelText('Upload student ID')).toHaveAttribute('type', 'file');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(overlays.current()).toBeNull();

    // and again: the popup stays mounted, so a second opening needs no new chunk
    act(() => void overlays.open('student_offer_modal'));
    expect(await screen.findByRole('dialog', { name: 'Verify your student status' })).toBeInTheDocument();
  });

  it("asks a visitor to sign in, and Sign in opens the site's login popup", async () => {
    const user = userEvent.setup();
    const { overlays } = renderApp('/faq', { registry, api: layoutApi });
    await screen.findByRole('heading', { name: 'FAQ page' });

    act(() => void overlays.open('student_offer_modal'));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in to verify' }));

    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your student status' })).toBeNull());
  });
});
