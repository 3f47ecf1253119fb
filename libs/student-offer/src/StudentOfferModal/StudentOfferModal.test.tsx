import { errorResponse } from '@rewards/api-client/testing';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvedRequest, makeStudentRequest, rejectedRequest, studentFile, studentServer } from '../testing/fixtures';
import { renderStudent } from '../testing/renderStudent';
import { fillStudentFields, uploadDocument } from '../testing/uploadDocument';
import { memberValues } from './StudentOfferModal';
import { StudentOfferOverlay } from './StudentOfferOverlay';

const member = makeUser({ ...paidMembership, ssoId: 'sso-asha', firstName: 'Asha', lastName: 'Rao', email: 'Asha.Rao@Mail.com' });

/** The overlay as the shell hosts it, opened through the store as the offer page opens it. */
function openModal(options: Parameters<typeof renderStudent>[1] = {}) {
  const view = renderStudent(
    <>
      <p>The offer page</p>
      <StudentOfferOverlay uploadMs={100} />
    </>,
    options,
  );
  act(() => void view.overlays.open('student_offer_modal'));
  return view;
}

describe('student_offer_modal', () => {
  it('asks a visitor to sign in, and Sign in opens the login popup in its place', async () => {
    const user = userEvent.setup();
    const { overlays } = openModal();

    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });
    expect(within(dialog).getByText('Sign in to verify your student status.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in to verify' }));

    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(overlays.current()?.type).toBe('sign_in');
  });

  it("starts a member's form with their name and email, and after Submit shows the server's message and the request under review", async () => {
    const user = userEvent.setup();
    const { requestsTo, overlays } = openModal({ user: member });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });

    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('asha.rao@mail.com');
    await fillStudentFields(user);
    await uploadDocument(user, studentFile());
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Your documents have been submitted for verification')).toHaveRole('status');
    expect(within(dialog).getByText('Submitted — under review')).toBeVisible();
    expect(within(dialog).getByText('student-id.pdf')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(requestsTo('/nc/um/user/student').filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(overlays.current()).toBeNull();
  });

  it.each([
    ['under review', makeStudentRequest(), 'Submitted — under review'],
    ['approved', approvedRequest, 'Approved'],
  ])('shows a member whose request is %s its state instead of the form', async (_case, latest, label) => {
    openModal({ user: member, respond: studentServer({ latest }) });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });

    expect(await within(dialog).findByText(label)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("shows a rejected member the reviewer's note above the form, to send again", async () => {
    openModal({ user: member, respond: studentServer({ latest: rejectedRequest }) });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });

    expect(await within(dialog).findByText('Rejected')).toBeVisible();
    expect(within(dialog).getByText('Reviewer’s note: The ID card has expired. Please upload this year’s card.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('still offers the form when the request cannot be read', async () => {
    openModal({ user: member, respond: studentServer({ latest: () => errorResponse(500, 'TP500', 'Something went wrong') }) });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });
    expect(await within(dialog).findByRole('textbox', { name: 'College name' })).toBeVisible();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const { overlays } = openModal({ user: member });
    await screen.findByRole('dialog', { name: 'Verify your student status' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(overlays.current()).toBeNull();
  });

  it('closes on a click outside (spec)', async () => {
    // The page behind a modal takes no pointer events, so the click is dispatched directly.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { overlays } = openModal({ user: member });
    await screen.findByRole('dialog', { name: 'Verify your student status' });

    await user.click(screen.getByText('The offer page'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(overlays.current()).toBeNull();
  });
});

describe("the member's details to start with", () => {
  it.each([
    ['a full name and email', { firstName: 'Asha', lastName: 'Rao', email: 'Asha@Mail.com' }, { name: 'Asha Rao', email: 'asha@mail.com' }],
    ['no last name', { firstName: 'Asha', lastName: null, email: null }, { name: 'Asha', email: '' }],
    ['a placeholder name', { firstName: 'Guest', lastName: 'User', email: null }, { name: '', email: '' }],
  ])('%s', (_case, fields, values) => {
    expect(memberValues(makeUser(fields))).toEqual(values);
  });
});
