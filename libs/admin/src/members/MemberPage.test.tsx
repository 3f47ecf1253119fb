import { errorResponse, fakeFetch, ok, type Responder } from '@rewards/api-client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleTestProviders } from '../testing';
import { CONTACT, ORDER_ID, SSO_ID, blockedMember, memberServer } from './testing/fixtures';
import MembersSection from './MembersSection';

function renderAt(route: string, respond: Responder = memberServer()) {
  const server = fakeFetch(respond);
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route}>
      <Routes>
        <Route path="/members/*" element={<MembersSection />} />
      </Routes>
    </ConsoleTestProviders>,
  );
  return server;
}

const bodiesTo = (server: ReturnType<typeof fakeFetch>, path: string) => Promise.all(server.requestsTo(path).map((request) => request.json()));

describe('finding a member', () => {
  it('searches by mobile or email and lists the matches, masked, linking to each member', async () => {
    const server = renderAt('/members');
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile or email' }), '+91 98123 45610');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 member has this mobile.'));
    const table = screen.getByRole('table', { name: 'Members found for +91 98123 45610' });
    expect(within(table).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', `/members/${SSO_ID}`);
    expect(within(table).getByText('+91 98xxxxxx10')).toBeInTheDocument();
    expect(new URL(server.requestsTo('/nc/admin/v1/members')[0]!.url).searchParams.get('query')).toBe('+91 98123 45610');
  });

  it('says when nobody matches, and shows the API’s words for a query that is neither', async () => {
    renderAt('/members?query=6000000000');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No member has this mobile.'));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Mobile or email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile or email' }), 'ravi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 10-digit mobile number (with or without +91 or 0) or an email address.');
  });
});

describe("a member's page", () => {
  it('shows each part under its heading, contacts masked', async () => {
    renderAt(`/members/${SSO_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    for (const name of ['Account', 'Contact', 'Membership', 'Orders', 'Codes', 'Co-brand claims', 'Card link', 'Student request']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('+91 98xxxxxx10 (verified)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders, newest first' })).toHaveTextContent('₹899');
    expect(screen.getAllByRole('button', { name: /Resend invoice/ })).toHaveLength(1);
  });

  it('reveals the contact only after a reason, then can mask it again', async () => {
    const server = renderAt(`/members/${SSO_ID}`);
    const reveal = await screen.findByRole('button', { name: 'Reveal' });
    await userEvent.click(reveal);
    const dialog = await screen.findByRole('dialog', { name: 'Reveal the contact' });
    const reason = within(dialog).getByRole('textbox', { name: 'Why do you need the full contact?' });
    await waitFor(() => expect(reason).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal contact' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why in a few words');
    expect(server.requestsTo(`/nc/admin/v1/members/${SSO_ID}/reveal`)).toEqual([]);

    await userEvent.type(reason, 'Member on the phone, ticket 4411');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Contact revealed. The reveal is recorded in the audit log.');
    expect(screen.getByText(`${CONTACT.mobile} (verified)`)).toBeInTheDocument();
    expect(screen.getByText(`${CONTACT.email} (verified)`)).toBeInTheDocument();
    expect(await bodiesTo(server, `/nc/admin/v1/members/${SSO_ID}/reveal`)).toEqual([{ reason: 'Member on the phone, ticket 4411' }]);
    const hide = screen.getByRole('button', { name: 'Hide contact' });
    await waitFor(() => expect(hide).toHaveFocus());

    await userEvent.click(hide);
    expect(screen.getByText('+91 98xxxxxx10 (verified)')).toBeInTheDocument();
  });

  it('closes the dialog on Escape without revealing, focus back on Reveal', async () => {
    const server = renderAt(`/members/${SSO_ID}`);
    const reveal = await screen.findByRole('button', { name: 'Reveal' });
    await userEvent.click(reveal);
    await screen.findByRole('dialog', { name: 'Reveal the contact' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reveal).toHaveFocus());
    expect(server.requestsTo(`/nc/admin/v1/members/${SSO_ID}/reveal`)).toEqual([]);
  });

  it('shows a refused reveal in the dialog', async () => {
    renderAt(`/members/${SSO_ID}`, memberServer({ reveal: () => errorResponse(403, 'ADMIN-403', 'Your role does not allow this. Ask an admin if you need it.') }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Checking the account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });

  it('blocks with a reason, announces it, shows the block, and unblocks', async () => {
    const server = renderAt(`/members/${SSO_ID}`);
    const block = await screen.findByRole('button', { name: 'Block' });
    await userEvent.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Block the member' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why block?' }), 'Chargeback fraud, ticket 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block member' }));

    expect(await screen.findByText(/Blocked\. 2 sessions were ended; the member cannot sign in\./)).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/Blocked on 22 Nov 2026, 10:30 am IST by support@staff\.example: Chargeback fraud, ticket 7/)).toBeInTheDocument();
    const unblock = screen.getByRole('button', { name: 'Unblock' });
    await waitFor(() => expect(unblock).toHaveFocus());
    expect(await bodiesTo(server, `/nc/admin/v1/members/${SSO_ID}/block`)).toEqual([{ reason: 'Chargeback fraud, ticket 7' }]);

    await userEvent.click(unblock);
    const again = await screen.findByRole('dialog', { name: 'Unblock the member' });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Why unblock?' }), 'Bank reversed it');
    await userEvent.click(within(again).getByRole('button', { name: 'Unblock member' }));
    expect(await screen.findByText('Unblocked. The member can sign in again.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Active: the member can sign in.')).toBeInTheDocument();
  });

  it('shows a conflict from the API in the dialog (blocked meanwhile by someone else)', async () => {
    let blocked = false;
    const base = memberServer();
    renderAt(`/members/${SSO_ID}`, async (request) => {
      if (new URL(request.url).pathname.endsWith('/block')) {
        blocked = true;
        return errorResponse(409, 'ADMIN-MEMBER-BLOCKED', 'This member is already blocked.');
      }
      if (blocked && new URL(request.url).pathname === `/nc/admin/v1/members/${SSO_ID}`) return ok(blockedMember());
      return base(request);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Fraud report');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This member is already blocked.');
  });

  it('resends an invoice and says where it went', async () => {
    const server = renderAt(`/members/${SSO_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invoice RC-2026-000123 by email' }));
    expect(await screen.findByText('Invoice RC-2026-000123 is on its way to ra***@example.com.')).toHaveAttribute('role', 'status');
    expect(server.requestsTo(`/nc/admin/v1/members/${SSO_ID}/orders/${ORDER_ID}/invoice`)).toHaveLength(1);
  });

  it('says so when the member does not exist', async () => {
    renderAt('/members/sso_nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('No member has this id.');
  });
});
