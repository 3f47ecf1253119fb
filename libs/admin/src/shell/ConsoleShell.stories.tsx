import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byPath, errorResponse, fakeFetch, never, type Responder } from '@rewards/api-client/testing';
import type { ConsoleSection, StaffRole } from '../sections';
import { ConsoleFakeServer, sessionAnswer } from '../testing';
import { ConsoleRoutes } from './ConsoleRoutes';

/** Stand-ins for the sections (each has its own stories): a heading and a line. */
const placeholder = (title: string) =>
  function Placeholder() {
    return (
      <>
        <h1>{title}</h1>
        <p>The section’s pages render here.</p>
      </>
    );
  };
const section = (id: string, label: string, roles: StaffRole[]): ConsoleSection => ({ id, path: `/${id}`, label: () => label, roles, load: async () => ({ default: placeholder(label) }) });
const SECTIONS: ConsoleSection[] = [
  section('students', 'Student requests', ['reviewer', 'admin']),
  section('members', 'Members', ['support', 'admin']),
  section('codes', 'Codes and pools', ['marketer', 'admin']),
  section('campaigns', 'Campaigns', ['marketer', 'admin']),
  section('insight', 'Insight', ['marketer', 'admin']),
  section('audit', 'Audit log', ['admin']),
];

interface ShellDemoProps {
  respond: Responder;
  demoStaff: boolean;
}

/** The console at the story's route (`parameters.route`) over a fake API. */
function ShellDemo({ respond, demoStaff }: ShellDemoProps) {
  return (
    <ConsoleFakeServer fetch={fakeFetch(respond).fetch}>
      <ConsoleRoutes sections={SECTIONS} demoStaff={demoStaff} />
    </ConsoleFakeServer>
  );
}

const signedInAs = (roles: StaffRole[]) => byPath({ '/nc/admin/v1/session': sessionAnswer(roles) });

const meta = {
  title: 'Console/Shell',
  component: ShellDemo,
  args: { respond: (() => never()) as Responder, demoStaff: false },
  argTypes: { respond: { control: false } },
  parameters: { layout: 'fullscreen', route: '/signin' },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in page: one way in, the company account, coming back where the staff member was going. */
export const SignIn: Story = {
  parameters: { route: '/signin?returnTo=%2Fstudents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with your company account' })).toHaveAttribute('href', '/nc/admin/v1/auth/login?returnTo=%2Fstudents');
  },
};

/** Back from the provider without a role: the reason in plain words, announced. */
export const SignInNoRole: Story = {
  parameters: { route: '/signin?error=no_role' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your company account has no role in the Rewards console');
  },
};

/** In development: the sandbox's demo staff, one per role, and their password. */
export const SignInDevelopment: Story = {
  args: { demoStaff: true },
  play: async ({ canvas }) => {
    const demo = canvas.getByRole('region', { name: 'Demo staff (development only)' });
    await expect(within(demo).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(demo).getByText('console-demo')).toBeVisible();
  },
};

/** A reviewer's home: the header with their name and role, the one section the role opens. */
export const ReviewerHome: Story = {
  args: { respond: signedInAs(['reviewer']) },
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Roles: reviewer');
    const nav = canvas.getByRole('navigation', { name: 'Console sections' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Student requests']);
  },
};

/** An admin's home: every section, in the navigation and as cards. */
export const AdminHome: Story = {
  args: { respond: signedInAs(['admin']) },
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Arjun Das' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getAllByRole('link')).toHaveLength(6);
  },
};

/** A section open for the role, loaded at its path; the navigation marks it. */
export const Section: Story = {
  args: { respond: signedInAs(['marketer']) },
  parameters: { route: '/campaigns' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A section the role does not open, reached by its address. */
export const NotAllowed: Story = {
  args: { respond: signedInAs(['marketer']) },
  parameters: { route: '/students' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeVisible();
  },
};

/** No console page at the address. */
export const NotFound: Story = {
  args: { respond: signedInAs(['support']) },
  parameters: { route: '/nowhere' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

/** The API cannot be reached: said in words, with a way to try again. */
export const CannotStart: Story = {
  args: { respond: () => errorResponse(502, 'TP500', 'Something went wrong. Please try again.') },
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The console could not start' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
