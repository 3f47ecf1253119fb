import { giftCode } from '@rewards/api-client/testing';
import type { LoginHandoverNotes } from '@rewards/auth';
import { clearLoginHandover, saveLoginHandover } from '@rewards/auth';
import { makeUser } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { fakePaymentApi, refusal } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { PendingToasts } from './PendingToasts';

type Notes = Partial<LoginHandoverNotes>;
const kinds = ['trialToast', 'referralToast', 'loginCode'] as const;

/** Writes the notes a login would have left, then mounts the host as the shell does. */
function PendingToastsDemo({ notes, paymentApi = fakePaymentApi() }: { notes: Notes; paymentApi?: ReturnType<typeof fakePaymentApi> }) {
  useState(() => {
    for (const kind of kinds) clearLoginHandover(kind);
    if (notes.trialToast) saveLoginHandover('trialToast', notes.trialToast);
    if (notes.referralToast) saveLoginHandover('referralToast', notes.referralToast);
    if (notes.loginCode) saveLoginHandover('loginCode', notes.loginCode);
    return null;
  });
  return (
    <PaymentStoryFrame paymentApi={paymentApi} user={makeUser({ primeProfile: 5 })}>
      <p>The page the login landed on.</p>
      <PendingToasts />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Pending toasts',
  component: PendingToastsDemo,
  argTypes: { notes: { control: 'object' }, paymentApi: { control: false } },
} satisfies Meta<typeof PendingToastsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlreadyMember: Story = {
  name: 'Free-trial login: already a member (5)',
  args: { notes: { trialToast: { primeProfile: 5 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are already a member of this plan');
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const TrialExpired: Story = {
  name: 'Free-trial login: trial expired (2)',
  args: { notes: { trialToast: { primeProfile: 2 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your free trial has expired');
  },
};

export const ReferralFailed: Story = {
  name: 'Referral code not applied (server text)',
  args: { notes: { referralToast: { text: 'You have already been referred by another member' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Code Not AppliedYou have already been referred by another member');
  },
};

export const ReferralFailedDefault: Story = {
  name: 'Referral code not applied (default text)',
  args: { notes: { referralToast: { text: null } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oops! we were unable to apply referral code, please try again');
  },
};

export const LinkFails: Story = {
  name: 'Code typed at login: the referral link fails',
  args: {
    notes: { loginCode: { code: 'RAVI150', announceRefusal: false } },
    paymentApi: fakePaymentApi({
      codeDetails: async (code) => giftCode({ code, type: 'REFERRAL', referrerName: 'Ravi' }),
      linkReferral: () => Promise.reject(refusal(409, 'TP-REFERRAL-LINKED', 'You have already been referred by another member')),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Code Not Applied');
  },
};
