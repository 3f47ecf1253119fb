import { errorResponse, ok } from '@rewards/api-client/testing';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import { I18nProvider } from '@rewards/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { StudentOfferOverlay } from '../StudentOfferModal';
import { approvedRequest, makeStudentRequest, rejectedRequest, STUDENT_PATH, studentFile, studentServer } from '../testing/fixtures';
import { renderStudent } from '../testing/renderStudent';
import { fillStudentFields, uploadDocument } from '../testing/uploadDocument';
import { Component } from './studentOffer';

const member = makeUser({ ...paidMembership, ssoId: 'sso-asha' });

/** The page with the popup the shell hosts beside it. */
function renderPage(options: Parameters<typeof renderStudent>[1] = {}) {
  return renderStudent(
    <>
      <Component />
      <StudentOfferOverlay uploadMs={100} />
    </>,
    options,
  );
}

describe('/student-offer', () => {
  it('explains the offer to a visitor, asks for nothing, and signs them in from the page', async () => {
    const user = userEvent.setup();
    const { requestsTo } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Student offer' })).toBeVisible();
    expect(screen.getByText(/Students get Prime Rewards student offers\./)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Student offer | Prime Rewards'));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(requestsTo(STUDENT_PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in to verify' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('waits quietly while a session is being restored', () => {
    renderPage({ user: member, status: 'loggingIn' });
    expect(screen.getByText('Loading your student verification…')).toHaveRole('status');
    expect(screen.queryByRole('button', { name: 'Sign in to verify' })).toBeNull();
  });

  it('lets a member without a request open the form, and shows it under review once sent', async () => {
    const user = userEvent.setup();
    renderPage({ user: member });

    expect(await screen.findByText('You have not sent your documents yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verify student status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your student status' });
    await fillStudentFields(user);
    await uploadDocument(user, studentFile());
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Your documents have been submitted for verification');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Submitted — under review')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify student status' })).toBeNull();
  });

  it.each([
    ['under review', makeStudentRequest(), 'Submitted — under review', 'Our team is checking your documents. We will update this page when they are done.'],
    ['approved', approvedRequest, 'Approved', 'Your student status is verified. The student offers are yours.'],
  ])('shows a member whose request is %s its state, with nothing to send', async (_case, latest, label, text) => {
    renderPage({ user: member, respond: studentServer({ latest }) });

    const status = await screen.findByRole('region', { name: 'Your student verification' });
    expect(within(status).getByText(label)).toBeVisible();
    expect(within(status).getByText(text)).toBeVisible();
    expect(within(status).getByText('Government Arts College')).toBeVisible();
    expect(within(status).getByText('20 Nov 2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Verify student status|Send documents again/ })).toBeNull();
  });

  it("shows a rejected member the reviewer's note and a way to send again", async () => {
    const user = userEvent.setup();
    renderPage({ user: member, respond: studentServer({ latest: rejectedRequest }) });

    const status = await screen.findByRole('region', { name: 'Your student verification' });
    expect(within(status).getByText('Rejected')).toBeVisible();
    expect(within(status).getByText('Reviewer’s note: The ID card has expired. Please upload this year’s card.')).toBeVisible();
    await user.click(within(status).getByRole('button', { name: 'Send documents again' }));

    expect(await screen.findByRole('dialog', { name: 'Verify your student status' })).toBeInTheDocument();
  });

  it('says so when the request cannot be read, and Try again reads it again', async () => {
    const user = userEvent.setup();
    let answer = () => errorResponse(500, 'TP500', 'Something went wrong');
    renderPage({ user: member, respond: studentServer({ latest: () => answer() }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your student verification.');
    answer = () => ok(approvedRequest);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Approved')).toBeVisible();
  });
});

describe('/student-offer in Hindi', () => {
  it("speaks Hindi in a Hindi page: the page, the member's request and the popup", async () => {
    const user = userEvent.setup();
    renderStudent(
      <I18nProvider locale="hi">
        <Suspense fallback={null}>
          <Component />
          <StudentOfferOverlay uploadMs={100} />
        </Suspense>
      </I18nProvider>,
      { user: member, respond: studentServer({ latest: rejectedRequest }) },
    );

    // Hindi loads with the first Hindi page; the page waits for it rather than showing English.
    expect(await screen.findByRole('heading', { level: 1, name: 'स्टूडेंट ऑफ़र' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'यह कैसे काम करता है' })).toBeVisible();
    const status = await screen.findByRole('region', { name: 'आपका स्टूडेंट वेरिफ़िकेशन' });
    expect(within(status).getByText('रिजेक्ट हो गया')).toBeVisible();
    // the reviewer's own words stay as they were written
    expect(within(status).getByText('रिव्यूअर का नोट: The ID card has expired. Please upload this year’s card.')).toBeVisible();
    expect(within(status).getByText('22 नव॰ 2026')).toBeVisible();
    await user.click(within(status).getByRole('button', { name: 'डॉक्यूमेंट फिर से भेजें' }));

    const dialog = await screen.findByRole('dialog', { name: 'अपना स्टूडेंट स्टेटस वेरिफ़ाई करें' });
    const pinCode = within(dialog).getByLabelText('पिन कोड');
    await user.type(pinCode, '012345');
    await user.tab();
    expect(await within(dialog).findByText('पिन कोड सही नहीं है')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'सबमिट करें' })).toBeDisabled();
  });
});
