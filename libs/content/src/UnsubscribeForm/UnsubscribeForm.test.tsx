import { renderWithApi } from '@rewards/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { unsubscribeReasons } from '../testing/fixtures';
import { UnsubscribeForm } from './UnsubscribeForm';

// Sending is covered by the /unsubscribe route tests against the real client; these cover the form alone.
const neverSent = () => Promise.reject(new Error('not sent in these tests'));

function renderForm(props: Partial<ComponentProps<typeof UnsubscribeForm>> = {}) {
  return renderWithApi(<UnsubscribeForm reasons={unsubscribeReasons} submit={neverSent} {...props} />);
}

describe('UnsubscribeForm', () => {
  it('keeps the mobile to 10 digits', async () => {
    renderForm();
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });

    await userEvent.type(mobile, '98a76-54321099');

    expect(mobile).toHaveValue('9876543210');
  });

  it('counts the comment against its 500-character limit', async () => {
    renderForm();
    const comment = screen.getByRole('textbox', { name: "Anything else you'd like to tell us? (optional)" });

    await userEvent.type(comment, 'Too often');

    expect(comment).toHaveAttribute('maxLength', '500');
    expect(comment).toHaveAccessibleDescription('9/500 characters');
  });

  it('moves focus to the reasons when only the reason is missing', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');

    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));

    expect(screen.getByRole('radio', { name: 'I get too many messages' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Why do you want to stop these messages?' })).toHaveAccessibleDescription('Please choose a reason');
  });

  it('cannot be used without reasons to choose from', () => {
    renderForm({ reasons: [] });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText("You can't stop messages here right now. Please try again later.")).toBeInTheDocument();
  });
});
