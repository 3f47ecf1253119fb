import { useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@rewards/api-client';
import { byPath, errorResponse, fakeFetch, jsonResponse, never, type Responder } from '@rewards/api-client/testing';
import { useAdminClient } from '../api/client';
import type { ConsoleSection, StaffRole } from '../sections';
import { ConsoleTestProviders, sessionAnswer } from '../testing';
import { ConsoleRoutes } from './ConsoleRoutes';

const SESSION = '/nc/admin/v1/session';

/** A section that reads the audit log: what any section's list does. */
function ReadingSection() {
  const client = useAdminClient();
  const audit = useQuery({ queryKey: ['test', 'audit'], queryFn: async () => unwrap(await client.GET('/nc/admin/v1/audit', {})) });
  return (
    <>
      <h1>Audit entries</h1>
      {audit.isSuccess && <p>Read</p>}
    </>
  );
}

/** A section whose button makes an unsafe call. */
function ChangingSection() {
  const client = useAdminClient();
  const change = useMutation({ mutationFn: async () => unwrap(await client.POST('/nc/admin/v1/auth/logout', {})) });
  return (
    <>
      <h1>Request 42</h1>
      <button type="button" onClick={() => change.mutate()}>
        Approve
      </button>
    </>
  );
}

const section = (id: string, label: string, roles: StaffRole[], Page: () => React.JSX.Element): ConsoleSection => ({ id, path: `/${id}`, label: () => label, roles, load: async () => ({ default: Page }) });
const SECTIONS: ConsoleSection[] = [
  section('students', 'Student requests', ['reviewer', 'admin'], ChangingSection),
  section('members', 'Members', ['support', 'admin'], () => <h1>Find a member</h1>),
  section('audit', 'Audit log', ['admin'], ReadingSection),
];

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderConsole(route: string, respond: Responder, options: { demoStaff?: boolean } = {}) {
  const server = fakeFetch(respond);
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route}>
      <ConsoleRoutes sections={SECTIONS} demoStaff={options.demoStaff ?? false} />
      <Location />
    </ConsoleTestProviders>,
  );
  return server;
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('the sign-in page', () => {
  it('sends the staff member to the company sign-in, coming back where they were going', () => {
    renderConsole('/signin?returnTo=%2Fstudents%3Fstate%3Dsubmitted', () => never());
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your company account' })).toHaveAttribute('href', '/nc/admin/v1/auth/login?returnTo=%2Fstudents%3Fstate%3Dsubmitted');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /demo staff/i })).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'The sign-in was cancelled'],
    ['no_role', 'Your company account has no role in the Rewards console'],
    ['failed', 'The sign-in did not complete'],
  ])('says why the last sign-in did not work (?error=%s)', (code, text) => {
    renderConsole(`/signin?error=${code}`, () => never());
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Sign in with your company account' })).toHaveAttribute('href', '/nc/admin/v1/auth/login?returnTo=%2F');
  });

  it('lists the demo staff and their password in development', () => {
    renderConsole('/signin', () => never(), { demoStaff: true });
    const demo = screen.getByRole('region', { name: 'Demo staff (development only)' });
    expect(within(demo).getByText('console-demo')).toBeInTheDocument();
    expect(within(demo).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'reviewer@staff.example: Asha Rao, reviewer',
      'support@staff.example: Sunil Menon, support',
      'marketer@staff.example: Meera Iyer, marketer',
      'admin@staff.example: Arjun Das, admin',
    ]);
  });
});

describe('the signed-in frame', () => {
  it('shows the staff member and offers the sections their roles open', async () => {
    renderConsole('/', byPath({ [SESSION]: sessionAnswer(['reviewer']) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Roles: reviewer');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Student requests']);
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Student requests/ })).toHaveAttribute('href', '/students');
  });

  it('offers an admin every section', async () => {
    renderConsole('/', byPath({ [SESSION]: sessionAnswer(['admin']) }));
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Student requests', 'Members', 'Audit log']);
  });

  it("says a section is not for the staff member's role, without loading it", async () => {
    renderConsole('/members', byPath({ [SESSION]: sessionAnswer(['reviewer']) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(screen.getByText(/Members is for the support or admin roles; you are signed in as reviewer/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Find a member' })).not.toBeInTheDocument();
  });

  it('loads a section at its path and anything under it', async () => {
    renderConsole('/members/123', byPath({ [SESSION]: sessionAnswer(['support']) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a member' })).toBeInTheDocument();
    expect(document.title).toBe('Members · Rewards console');
  });

  it('answers an unknown path with the not-found page', async () => {
    renderConsole('/nowhere', byPath({ [SESSION]: sessionAnswer(['admin']) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the console home' })).toHaveAttribute('href', '/');
  });

  it('moves focus to the new page’s heading and closes the menu after a choice', async () => {
    const user = userEvent.setup();
    renderConsole('/', byPath({ [SESSION]: sessionAnswer(['admin']) }));
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Members' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Find a member' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the session', () => {
  it('sends a staff member without a session to sign in, coming back here afterwards', async () => {
    renderConsole('/students?state=submitted', byPath({ [SESSION]: () => errorResponse(401, 'ADMIN-401', 'Your console session has ended. Please sign in again.') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument();
    expect(location()).toBe('/signin?returnTo=%2Fstudents%3Fstate%3Dsubmitted');
    expect(screen.getByRole('link', { name: 'Sign in with your company account' })).toHaveAttribute('href', '/nc/admin/v1/auth/login?returnTo=%2Fstudents%3Fstate%3Dsubmitted');
  });

  it("sends them to sign in when any section's call finds the session ended", async () => {
    renderConsole(
      '/audit',
      byPath({ [SESSION]: sessionAnswer(['admin']), '/nc/admin/v1/audit': () => errorResponse(401, 'ADMIN-401', 'Your console session has ended. Please sign in again.') }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument();
    expect(location()).toBe('/signin?returnTo=%2Faudit');
  });

  it('shows the not-allowed page when the API refuses a section’s read for the role (ADMIN-403)', async () => {
    renderConsole(
      '/audit',
      byPath({ [SESSION]: sessionAnswer(['admin']), '/nc/admin/v1/audit': () => errorResponse(403, 'ADMIN-403', 'Your role does not allow this. Ask an admin if you need it.') }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
  });

  it('asks for a reload when an unsafe call was refused for its CSRF token', async () => {
    const user = userEvent.setup();
    renderConsole('/students', byPath({ [SESSION]: sessionAnswer(['reviewer']), '/nc/admin/v1/auth/logout': () => errorResponse(403, 'ADMIN-CSRF', 'This page is out of date. Reload it and try again.') }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page is out of date. Reload it and try again.');
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('signs out: the session ends at the API, then the sign-in page', async () => {
    const user = userEvent.setup();
    const server = renderConsole('/members', byPath({ [SESSION]: sessionAnswer(['support']), '/nc/admin/v1/auth/logout': () => new Response(null, { status: 204 }) }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument();
    expect(location()).toBe('/signin');
    expect(server.requestsTo('/nc/admin/v1/auth/logout').map((request) => request.method)).toEqual(['POST']);
  });

  it('says so when the console cannot reach the API, and tries again', async () => {
    const user = userEvent.setup();
    let up = false;
    renderConsole('/', byPath({ [SESSION]: () => (up ? sessionAnswer(['marketer'])() : jsonResponse(502, 'Bad gateway')) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The console could not start' })).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Meera Iyer' })).toBeInTheDocument();
  });
});
