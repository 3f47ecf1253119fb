import { byPath, errorResponse, ok, type Responder } from '@rewards/api-client/testing';
import { AUTH_MESSAGES, INVALID_MOBILE_MESSAGE } from '@rewards/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unsubscribeReasons } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import * as unsubscribe from './unsubscribe';

function api(answer: Responder): Responder {
  return byPath({ '/c/prime/unsubscribe/reasons': () => ok({ reasons: unsubscribeReasons }), '/nc/prime/unsubscribe': answer });
}

async function openEmail(answer: Responder, url = '/unsubscribe') {
  const view = renderRoute(unsubscribe, { paths: ['/unsubscribe'], url, respond: api(answer) });
  await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from promotional email' });
  return view;
}

/** The SMS opt-out, folded under the email form. */
async function open(answer: Responder) {
  const view = await openEmail(answer);
  await userEvent.click(screen.getByText('Stop marketing SMS instead'));
  await screen.findByRole('form', { name: 'Stop marketing SMS' });
  return view;
}

const email = () => within(screen.getByRole('form', { name: 'Unsubscribe from promotional email' }));

describe('unsubscribe page: promotional email (the spec’s /unsubscribe)', () => {
  it('asks for an email address first, with its own reasons question, and folds the SMS opt-out away', async () => {
    await openEmail(() => ok({ message: 'Done' }));
    expect(document.title).toBe('Unsubscribe from promotional email | Prime Rewards');
    expect(screen.getByRole('form', { name: 'Unsubscribe from promotional email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(email().getByRole('group', { name: 'Why do you want to unsubscribe?' }).querySelectorAll('input[type="radio"]')).toHaveLength(4);
    expect(screen.getByText('Stop marketing SMS instead').closest('details')).not.toHaveAttribute('open');
  });

  it('refuses an address without a dotted domain with the spec’s text, focusing it, and sends nothing', async () => {
    const { requestsTo } = await openEmail(() => ok({ message: 'Done' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example');
    await userEvent.click(email().getByRole('radio', { name: 'Something else' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(AUTH_MESSAGES['403']);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(requestsTo('/nc/prime/unsubscribe')).toHaveLength(0);
  });

  it("sends the email (filled in from the link), reason and comment, and shows the server's message", async () => {
    const { requestsTo } = await openEmail(() => ok({ message: 'You will no longer receive promotional email at a•••@example.com' }), '/unsubscribe?email=aarav.sharma%40example.com');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('aarav.sharma@example.com');
    await userEvent.click(email().getByRole('radio', { name: 'The offers are not relevant to me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer receive promotional email at a•••@example.com');
    expect(await requestsTo('/nc/prime/unsubscribe')[0]!.json()).toEqual({ email: 'aarav.sharma@example.com', reasonId: 'not-relevant' });
  });
});

const sms = () => within(screen.getByRole('form', { name: 'Stop marketing SMS' }));

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
  await userEvent.click(sms().getByRole('radio', { name: 'The offers are not relevant to me' }));
  await userEvent.type(sms().getByRole('textbox', { name: "Anything else you'd like to tell us? (optional)" }), 'Only travel offers please');
}

describe('unsubscribe page: marketing SMS', () => {
  it('offers the reasons as one radio group', async () => {
    await open(() => ok({ message: 'Done' }));

    const group = sms().getByRole('group', { name: 'Why do you want to stop these messages?' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(4);
  });

  it('says what is missing, focuses the mobile field and sends nothing', async () => {
    const { requestsTo } = await open(() => ok({ message: 'Done' }));

    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));

    expect(screen.getByText(INVALID_MOBILE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(INVALID_MOBILE_MESSAGE);
    expect(requestsTo('/nc/prime/unsubscribe')).toHaveLength(0);
  });

  it('rejects a mobile outside the pattern ^[6-9]\\d{9}$', async () => {
    await open(() => ok({ message: 'Done' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '5876543210');
    await userEvent.click(sms().getByRole('radio', { name: 'Something else' }));

    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));

    expect(screen.getByText(INVALID_MOBILE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Please choose a reason')).not.toBeInTheDocument();
  });

  it("sends the mobile, reason and comment, and shows the server's message", async () => {
    const { requestsTo } = await open(() => ok({ message: 'You will not get marketing SMS on 9876543210 any more.' }));
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You will not get marketing SMS on 9876543210 any more.');
    expect(screen.getByRole('status')).toHaveFocus();
    const [request] = requestsTo('/nc/prime/unsubscribe');
    expect(request!.method).toBe('POST');
    expect(await request!.json()).toEqual({ mobile: '9876543210', reasonId: 'not-relevant', comment: 'Only travel offers please' });
  });

  it('shows that it is sending', async () => {
    let answer: (response: Response) => void = () => {};
    await open(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));

    const button = await screen.findByRole('button', { name: 'Submitting…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer(ok({ message: 'Done' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done');
  });

  it.each([
    ['the TP429 limit', () => errorResponse(429, 'TP429', 'Too many requests. Please try again later.'), 'Too many requests. Please try again later.'],
    ['an unknown reason', () => errorResponse(400, 'TP400', 'Please choose one of the reasons shown', 'unknown reason'), 'Please choose one of the reasons shown'],
  ])("on %s shows the server's message and keeps everything typed", async (_name, answer, message) => {
    await open(answer);
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9876543210');
    expect(sms().getByRole('radio', { name: 'The offers are not relevant to me' })).toBeChecked();
    expect(sms().getByRole('textbox', { name: "Anything else you'd like to tell us? (optional)" })).toHaveValue('Only travel offers please');
    expect(screen.getByRole('button', { name: 'Stop SMS' })).toBeEnabled();
  });

  it('can be sent again after a failure', async () => {
    let calls = 0;
    await open(() => (++calls === 1 ? errorResponse(500, 'TP500', 'Something went wrong') : ok({ message: 'Done' })));
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Stop SMS' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Done'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
