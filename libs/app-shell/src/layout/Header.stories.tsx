import { hamburgerMenu } from '@rewards/api-client/testing';
import type { City } from '@rewards/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { headerKinds } from '../routing/registry';
import { CityPicker } from './CityPicker';
import { Header, type HeaderProps } from './Header';
import { HOME_SECTIONS } from './headerRules';
import { translate } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

const cities: City[] = [
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Pune', state: 'Maharashtra' },
  { name: 'Bengaluru', state: 'Karnataka' },
];

const meta = {
  title: 'App shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'standard', isServed: (_path: string): boolean => true, layout: 'desktop' },
  argTypes: {
    kind: { control: 'inline-radio', options: headerKinds.filter((kind) => kind !== 'none') },
    layout: { control: 'inline-radio', options: ['mobile', 'desktop'] },
    city: { control: false },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = (): HeaderProps['account'] => ({ status: 'visitor', onSignIn: fn(), onJoin: fn() });

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  },
};

export const PartnerColours: Story = { args: { kind: 'partner', account: visitor() } };

/** On a page deeper in the site, the current section is marked. */
export const OnBenefits: Story = { parameters: { route: '/categories' } };

/** Only pages the partner serves are linked: with none served, only Home shows. */
export const NothingElseServed: Story = {
  args: { isServed: (path: string): boolean => path === '/' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await expect(within(canvasElement).queryByRole('link', { name: 'Search' })).toBeNull();
  },
};

/** Payment pages: the logo alone. */
export const LogoOnly: Story = {
  args: { kind: 'logo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /home$/ })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The make-payment screen: the logo opens the card-linked offer instead of leaving the payment. */
export const LogoOpensCardOffer: Story = {
  args: { kind: 'logo', onOpenCardOffer: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /home$/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /the Visa Signature card offer$/ }));
    await expect(args.onOpenCardOffer).toHaveBeenCalledTimes(1);
  },
};

/** A visitor sees 'sign in' and 'Select City'. */
export const Visitor: Story = {
  args: { account: visitor(), city: <CityPicker city={null} cities={cities} onSave={fn()} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'sign in' }));
    await expect(args.account?.status === 'visitor' && args.account.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Select City' })).toBeVisible();
  },
};

/** A member sees Profile and their city; choosing another city saves it. */
export const Member: Story = {
  args: { account: { status: 'member', firstName: 'Aarav' }, city: <CityPicker city="Mumbai" cities={cities} onSave={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Mumbai, change city' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select City' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'City' }), 'Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The logged-out home: transparent at the top, section tabs, Join and Login. */
export const TransparentHome: Story = {
  args: { kind: 'transparent', homeSections: true, account: visitor() },
  render: (args) => (
    <>
      <Header {...args} />
      {HOME_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-label={translate('en', shellCatalogue, section.labelKey)} style={{ minHeight: 600, padding: 24 }}>
          <h2>{translate('en', shellCatalogue, section.labelKey)}</h2>
        </section>
      ))}
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Home sections' });
    const curated = within(tabs).getByRole('link', { name: 'Curated experiences' });
    await userEvent.click(curated);
    await waitFor(() => expect(curated).toHaveAttribute('aria-current', 'location'));
    await userEvent.click(canvas.getByRole('button', { name: 'Join Now' }));
    await expect(args.account?.status === 'visitor' && args.account.onJoin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    window.scrollTo({ top: 0 });
  },
};

/** Phones, logged out: the side menu from the layout API, opened. */
export const MobileSideMenuOpen: Story = {
  args: { layout: 'mobile', account: visitor(), sideMenu: hamburgerMenu },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Benefits' }));
    await expect(within(menu).getByRole('link', { name: 'Dining' })).toBeVisible();
    await expect(within(menu).getByText('For a better experience')).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', hamburgerMenu.downloadLinkAndroid);
  },
};

/** Phones, a member: their links on a second row. */
export const MobileMember: Story = { args: { layout: 'mobile', account: { status: 'member', firstName: 'Aarav' } } };

/** Phones on an offer page: back and share over a frosted bar. */
export const OfferDetailMobile: Story = {
  args: { kind: 'transparent', layout: 'mobile', offerDetail: true, account: visitor() },
  parameters: { route: '/categories/dining/tandoor-tales-gold' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** Desktop on an offer page: the usual header, solid after 350 px. */
export const OfferDetailDesktop: Story = { args: { kind: 'transparent', offerDetail: true, account: visitor() }, parameters: { route: '/categories/dining/tandoor-tales-gold' } };
