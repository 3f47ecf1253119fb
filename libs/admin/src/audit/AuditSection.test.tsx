import { fakeFetch, type Responder } from '@rewards/api-client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleTestProviders } from '../testing';
import AuditSection from './AuditSection';
import { auditServer, manyEntries, serverFailure } from './testing/fixtures';

function renderAt(route = '/audit', respond: Responder = auditServer()) {
  const server = fakeFetch(respond);
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route}>
      <Routes>
        <Route path="/audit/*" element={<AuditSection />} />
      </Routes>
    </ConsoleTestProviders>,
  );
  return server;
}

/** The log's own rows (not those of an opened entry's changes). */
const entryRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')];

const queriesOf = (server: ReturnType<typeof fakeFetch>) => server.requestsTo('/nc/admin/v1/audit').map((request) => Object.fromEntries(new URL(request.url).searchParams));

describe('the audit log', () => {
  it('lists the entries newest first: when, who with their roles, action, target', async () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log…');
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 entries shown.'));
    const rows = entryRows(table);
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/20 Nov 2026, 5:15:00\s?pm IST/i);
    expect(rows[0]).toHaveTextContent('admin@staff.example');
    expect(rows[0]).toHaveTextContent('staffSignOut');
    expect(rows[2]).toHaveTextContent('support@staff.example');
    expect(rows[2]).toHaveTextContent('member');
    expect(rows[2]).toHaveTextContent('sso_8f2k1m3n');
  });

  it('shows what changed behind a disclosure, field by field, with the whole before and after', async () => {
    renderAt();
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const row = entryRows(table)[2]!;
    const summary = within(row).getByText('Before and after, 2 fields changed');
    expect(within(row).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(summary);
    const changes = within(row).getByRole('table', { name: /Changes of adminBlockMember on member sso_8f2k1m3n/ });
    expect(within(changes).getByRole('row', { name: 'blocked false true' })).toBeInTheDocument();
    expect(within(changes).getByRole('row', { name: 'reason — Chargeback fraud reported by the bank' })).toBeInTheDocument();
    expect(within(row).getByLabelText('After, as recorded')).toHaveTextContent('"reason": "Chargeback fraud reported by the bank"');
  });

  it('filters through a labelled form, keeping the filters in the address, and says when nothing matches', async () => {
    const server = renderAt();
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Staff email contains' }), 'marketer');
    await userEvent.type(within(form).getByLabelText('From (day, IST)'), '2026-11-20');
    const apply = within(form).getByRole('button', { name: 'Apply filters' });
    await userEvent.click(apply);
    const table = await screen.findByRole('table', { name: 'Audit entries matching the filters, newest first' });
    expect(apply).toHaveFocus();
    await waitFor(() => expect(entryRows(table)).toHaveLength(2));
    expect(queriesOf(server).at(-1)).toEqual({ staff: 'marketer', from: '2026-11-19T18:30:00.000Z' });

    await userEvent.type(within(form).getByRole('textbox', { name: 'Action' }), 'adminNothing');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No entries match these filters.'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 entries shown.'));
    expect(within(form).getByRole('textbox', { name: 'Staff email contains' })).toHaveValue('');
  });

  it('refuses a period that ends before it starts, without asking the API', async () => {
    const server = renderAt('/audit?from=2026-11-21');
    await screen.findByRole('status');
    await userEvent.type(screen.getByLabelText('To (day, IST, included)'), '2026-11-20');
    const before = queriesOf(server).length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The “to” day must be on or after the “from” day.');
    expect(screen.getByLabelText('To (day, IST, included)')).toHaveAttribute('aria-invalid', 'true');
    expect(queriesOf(server)).toHaveLength(before);
  });

  it('loads older entries with the cursor, then moves the focus to the first one it added', async () => {
    const server = renderAt('/audit', auditServer({ entries: manyEntries(60) }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('50 entries shown; older entries can be loaded.'));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('60 entries shown.'));
    expect(queriesOf(server).at(-1)).toEqual({ cursor: '11' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const rows = entryRows(screen.getByRole('table', { name: 'Audit entries, newest first' }));
    await waitFor(() => expect(within(rows[50]!).getByRole('rowheader')).toHaveFocus());
    expect(rows[50]).toHaveTextContent('CODE10');
  });

  it('says the API’s failure in an alert', async () => {
    renderAt('/audit', auditServer({ fail: serverFailure }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the log is empty', async () => {
    renderAt('/audit', auditServer({ entries: [] }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The audit log has no entries yet.'));
  });
});
