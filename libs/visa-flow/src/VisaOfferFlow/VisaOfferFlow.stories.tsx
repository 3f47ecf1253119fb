import { ApiError } from '@rewards/api-client';
import type { VisaCardApi } from '../api/useCardApi';
import { never } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { makeUser, paidMembership } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { activated, activationRefused, fakeCardApi, makeCardMembership, notEligible, TEST_CARD_BIN } from '../testing/fixtures';
import { VisaStoryFrame } from '../testing/VisaStoryFrame';
import { VisaOfferFlow } from './VisaOfferFlow';

interface FlowDemoProps {
  cardApi: VisaCardApi;
  /** The member; `null` for a visitor (visa_offer_plan_details). */
  user: User | null;
  /** A card checked earlier in this tab's session (a reload after the sign-in). */
  keptCard?: boolean | 'unverified';
  /** The activated popup's layout: desktop shows the app's QR code. */
  desktop?: boolean;
  reload: () => void;
}

/** The popup as the shell hosts it: open, and reopened by the button behind it. */
function FlowDemo({ cardApi, user, keptCard = false, desktop, reload }: FlowDemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <VisaStoryFrame cardApi={cardApi} user={user} keptCard={keptCard}>
      {(storage) => (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Check eligibility
          </button>
          <VisaOfferFlow open={open} onOpenChange={setOpen} storage={storage} reload={reload} {...(desktop !== undefined ? { desktop } : {})} />
        </>
      )}
    </VisaStoryFrame>
  );
}

const member = makeUser({ ...paidMembership, primeProfile: 0, primeUser: false });
const PLAN_DETAILS = /on your Visa Signature Card$/;

async function enterCard(dialog: HTMLElement, bin = TEST_CARD_BIN) {
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(bin);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

async function chooseAndProceed(option: RegExp) {
  const dialog = await screen.findByRole('dialog', { name: 'Activate your membership' });
  await userEvent.click(within(dialog).getByRole('radio', { name: option }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
}

const meta = {
  title: 'Visa flow/Card offer popup',
  component: FlowDemo,
  args: { cardApi: fakeCardApi(), user: null, reload: fn() },
  argTypes: { cardApi: { control: false }, user: { control: false } },
} satisfies Meta<typeof FlowDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** visa_offer_plan_details: the card copy and the six digit fields. */
export const PlanDetails: Story = {
  name: 'Plan details (visitor)',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PLAN_DETAILS });
    await expect(within(dialog).getByText('Get access to 40+ benefits and more')).toBeVisible();
    await expect(within(dialog).getByText('Movie screening and events')).toBeVisible();
    await expect(within(dialog).getByText('Please enter the first 6 digits of a valid Visa Signature credit card.*')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  },
};

/** The check under way: the digits are read-only and Continue waits. */
export const Validating: Story = {
  args: { cardApi: fakeCardApi({ validate: () => never() }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PLAN_DETAILS });
    await enterCard(dialog);
    await expect(await within(dialog).findByText('Checking your card…')).toBeVisible();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-busy', 'true');
  },
};

/** TP400: the server's message in red under the digits, with the icon that clears them. */
export const NotEligible: Story = {
  name: 'Card not eligible (TP400)',
  args: { cardApi: fakeCardApi({ validate: async () => notEligible() }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PLAN_DETAILS });
    await enterCard(dialog, '400000');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This card is not a Visa Signature credit card.');
    await expect(within(dialog).getByRole('button', { name: 'Clear card digits' })).toBeVisible();
  },
};

/** visa_sign_in: 1 s after the card is found eligible, the card-network login in place. */
export const SignIn: Story = {
  name: 'Sign-in view (visa_sign_in)',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PLAN_DETAILS });
    await enterCard(dialog);
    await expect(await within(dialog).findByText('Your card is eligible')).toBeVisible();
    const login = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 });
    await expect(within(login).getByText('We need your mobile number to proceed')).toBeVisible();
    await expect(within(login).getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await expect(within(login).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** After the sign-in: 'Verify with Visa' sends the member to the card network (the sandbox network locally). */
export const VerifyCard: Story = {
  name: 'Verify with Visa',
  args: { user: member, keptCard: 'unverified', cardApi: fakeCardApi({ startVerification: () => never() }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Verify your card' });
    await expect(within(dialog).getByText(/Sign in with Visa to confirm you hold the Visa Signature card starting/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify with Visa' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Taking you to Visa…');
  },
};

/** visa_offer_logged_in back from the card network (or a reload after it): the activation options. */
export const Options: Story = {
  name: 'Activation options',
  args: { user: member, keptCard: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Activate your membership' });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Activate now/ }));
    await expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeEnabled();
  },
};

/** ACTIVATE_FUTURE: the offer's future-activation popup; its cta ('yes') starts the activation. */
export const FutureConfirmation: Story = {
  name: 'Future activation confirmation',
  args: { user: member, keptCard: true },
  play: async () => {
    await chooseAndProceed(/Activate later/);
    const dialog = await screen.findByRole('dialog', { name: 'Activate on a later date?' });
    await expect(within(dialog).getByText('Your membership starts on the date you pick.')).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '1 Jan 2027' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Yes, activate' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Activating: Story = {
  args: { user: member, keptCard: true, cardApi: fakeCardApi({ activate: () => never() }) },
  play: async () => {
    await chooseAndProceed(/Activate now/);
    const dialog = await screen.findByRole('dialog', { name: 'Activating your membership' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Activating your membership…');
  },
};

/** Phones: the membership and the 'Exclusive Offer' with 'claim now'; no QR code. */
export const ActivatedPhone: Story = {
  name: 'Activated (phone)',
  args: { user: member, keptCard: true, desktop: false },
  play: async ({ args }) => {
    await chooseAndProceed(/Activate now/);
    const dialog = await screen.findByRole('dialog', { name: 'Your membership is activated' });
    await expect(within(dialog).getByRole('heading', { name: 'Exclusive Offer' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'claim now' })).toHaveAttribute('href', '/visa-offer/categories');
    await expect(within(dialog).queryByRole('heading', { name: 'Get the app' })).not.toBeInTheDocument();
    // Closing the activated popup reloads the page.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.reload).toHaveBeenCalled();
  },
};

/** Desktop (1024 px and up): a QR code to the app and its points beside the offer. */
export const ActivatedDesktop: Story = {
  name: 'Activated (desktop)',
  args: { user: member, keptCard: true, desktop: true },
  play: async () => {
    await chooseAndProceed(/Activate now/);
    const dialog = await screen.findByRole('dialog', { name: 'Your membership is activated' });
    await expect(within(dialog).getByRole('link', { name: 'claim now' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Get the app' })).toBeVisible();
    await expect(await within(dialog).findByTitle('QR code for the app')).toBeInTheDocument();
    await expect(within(dialog).getByRole('list', { name: 'In the app' })).toBeVisible();
  },
};

/** A future activation: the membership says when it starts. */
export const ActivatedLater: Story = {
  name: 'Activated from a later date',
  args: {
    user: member,
    keptCard: true,
    desktop: false,
    cardApi: fakeCardApi({ activate: async () => activated(makeCardMembership({ status: 'SCHEDULED', startDate: '2026-12-31T18:30:00.000Z' })) }),
  },
  play: async () => {
    await chooseAndProceed(/Activate later/);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your membership is activated' });
    await expect(within(dialog).getByText('1 year membership starts on 1 Jan 2027')).toBeVisible();
  },
};

/** An error code: the not-activated popup; Retry runs the activation again. */
export const NotActivated: Story = {
  name: 'Not activated',
  args: { user: member, keptCard: true, cardApi: fakeCardApi({ activate: async () => activationRefused() }) },
  play: async () => {
    await chooseAndProceed(/Activate now/);
    const dialog = await screen.findByRole('dialog', { name: 'Membership not activated' });
    await expect(within(dialog).getByText('You already hold a running membership.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByRole('dialog', { name: 'Membership not activated' })).toBeVisible();
  },
};

/** NO_VALID_EMAIL_MOBILE: the member is signed out and may sign in again. */
export const SignedOut: Story = {
  name: 'Signed out (NO_VALID_EMAIL_MOBILE)',
  args: {
    user: member,
    keptCard: true,
    cardApi: fakeCardApi({
      activate: async () =>
        Promise.reject(new ApiError(403, { success: false, responseMessage: 'NO_VALID_EMAIL_MOBILE', userMessage: 'No verified mobile or email', systemErrorCode: 'NO_VALID_EMAIL_MOBILE' })),
    }),
  },
  play: async () => {
    await chooseAndProceed(/Activate now/);
    const dialog = await screen.findByRole('dialog', { name: 'You have been signed out' });
    await expect(within(dialog).getByRole('button', { name: 'Sign in again' })).toBeVisible();
  },
};

/** The check failed on the server's side: the member is sent to the app. */
export const UnableToProcess: Story = {
  name: 'Unable to process',
  args: { cardApi: fakeCardApi({ validate: async () => Promise.reject(new ApiError(500, undefined)) }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: PLAN_DETAILS });
    await enterCard(dialog);
    const oops = await screen.findByRole('dialog', { name: 'Oops!' });
    await expect(within(oops).getByText(/We're currently unable to process your request\. Please download the .+ app and try again\./)).toBeVisible();
    await expect(within(oops).getByRole('link', { name: 'Download now' })).toBeVisible();
  },
};
