import type { PaymentApi } from '@rewards/api-client';
import { giftCode } from '@rewards/api-client/testing';
import { readLoginHandover, saveLoginHandover, type SessionStore } from '@rewards/auth';
import { loginResult, makeUser, testSessionStore } from '@rewards/auth/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePaymentApi, refusal } from '../testing/fixtures';
import { PaymentProviders } from '../testing/PaymentProviders';
import { PendingToasts } from './PendingToasts';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function renderHost({ paymentApi = fakePaymentApi(), store = testSessionStore(makeUser()) }: { paymentApi?: PaymentApi; store?: SessionStore } = {}) {
  render(
    <PaymentProviders paymentApi={paymentApi} store={store}>
      <p>The landing page</p>
      <PendingToasts />
    </PaymentProviders>,
  );
  return { store };
}

const referral = (code: string) => giftCode({ code, type: 'REFERRAL', referrerName: 'Ravi' });

describe('PendingToasts: the free-trial toast after login', () => {
  it('tells a paying member who asked for a trial that they are already a member, then closes after 5 s and forgets it', () => {
    vi.useFakeTimers();
    saveLoginHandover('trialToast', { primeProfile: 5 });
    renderHost();

    expect(screen.getByRole('status')).toHaveTextContent('You are already a member of this plan');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(readLoginHandover('trialToast')).toBeUndefined();
  });

  it('tells a member whose trial expired, as an alert, and closes with its Close button', async () => {
    saveLoginHandover('trialToast', { primeProfile: 2 });
    renderHost();

    expect(screen.getByRole('alert')).toHaveTextContent('Your free trial has expired');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readLoginHandover('trialToast')).toBeUndefined();
  });

  it('says nothing to a member who may still start a trial, and drops the note', () => {
    saveLoginHandover('trialToast', { primeProfile: 0 });
    renderHost();

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readLoginHandover('trialToast')).toBeUndefined();
  });

  it('shows a note written after the page loaded (the login finished on this page)', () => {
    renderHost();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => saveLoginHandover('trialToast', { primeProfile: 1 }));

    expect(screen.getByRole('status')).toHaveTextContent('Your free trial is already active');
  });
});

describe('PendingToasts: the referral failure toast', () => {
  it('shows Code Not Applied with the saved text for 5 s, then clears the flag', () => {
    vi.useFakeTimers();
    saveLoginHandover('referralToast', { text: 'You have already been referred by another member' });
    renderHost();

    expect(screen.getByRole('alert')).toHaveTextContent('Code Not AppliedYou have already been referred by another member');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readLoginHandover('referralToast')).toBeUndefined();
  });

  it('uses the default text when none was saved', () => {
    saveLoginHandover('referralToast', { text: null });
    renderHost();
    expect(screen.getByRole('alert')).toHaveTextContent('Code Not AppliedOops! we were unable to apply referral code, please try again');
  });

  it('shows one toast at a time: the trial result first, then the referral failure', () => {
    vi.useFakeTimers();
    saveLoginHandover('trialToast', { primeProfile: 5 });
    saveLoginHandover('referralToast', { text: null });
    renderHost();

    expect(screen.getByRole('status')).toHaveTextContent('You are already a member of this plan');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Code Not Applied');
  });
});

describe('PendingToasts: a code typed at login', () => {
  it('links a referral code once the member is in, and says Code Not Applied when linking fails', async () => {
    const linkReferral = vi.fn(() => Promise.reject(refusal(409, 'TP-REFERRAL-LINKED', 'You have already been referred by another member')));
    const codeDetails = vi.fn(async (code: string) => referral(code));
    saveLoginHandover('loginCode', { code: 'RAVI150', announceRefusal: false });
    renderHost({ paymentApi: fakePaymentApi({ codeDetails, linkReferral }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Code Not AppliedYou have already been referred by another member');
    expect(linkReferral).toHaveBeenCalledTimes(1);
    expect(linkReferral).toHaveBeenCalledWith(expect.objectContaining({ referrarCode: 'RAVI150' }));
    expect(readLoginHandover('loginCode')).toBeUndefined();
  });

  it('shows nothing when the referral is linked', async () => {
    const linkReferral = vi.fn(async () => ({ linked: true as const, referrarCode: 'RAVI150', referrerName: 'Ravi', campaignId: null }));
    saveLoginHandover('loginCode', { code: 'RAVI150', announceRefusal: true });
    renderHost({ paymentApi: fakePaymentApi({ codeDetails: async (code) => referral(code), linkReferral }) });

    await vi.waitFor(() => expect(linkReferral).toHaveBeenCalledTimes(1));
    expect(readLoginHandover('loginCode')).toBeUndefined();
    expect(readLoginHandover('referralToast')).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits until the login has finished before validating the code', async () => {
    const codeDetails = vi.fn(() => Promise.reject(refusal(400, 'TP-CODE-EXPIRED', 'This code has expired')));
    saveLoginHandover('loginCode', { code: 'OLD50', announceRefusal: true });
    const { store } = renderHost({ paymentApi: fakePaymentApi({ codeDetails }), store: testSessionStore(null) });

    expect(codeDetails).not.toHaveBeenCalled();
    act(() => store.completeLogin(loginResult('SHOW_HOME', makeUser())));

    expect(await screen.findByRole('alert')).toHaveTextContent('Code Not AppliedThis code has expired');
    expect(codeDetails).toHaveBeenCalledTimes(1);
  });
});
