import { ApiError } from '@rewards/api-client';
import { TestApiProvider } from '@rewards/api-client/testing';
import { INVALID_MOBILE_MESSAGE } from '@rewards/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { unsubscribeReasons } from '../testing/fixtures';
import { UnsubscribeForm } from './UnsubscribeForm';

const meta = {
  title: 'Content/UnsubscribeForm',
  component: UnsubscribeForm,
  args: { reasons: unsubscribeReasons, submit: async () => 'You will not get marketing SMS on 9876543210 any more.' },
  argTypes: { submit: { control: false } },
  decorators: [(Story) => <TestApiProvider>{Story()}</TestApiProvider>],
} satisfies Meta<typeof UnsubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
  await userEvent.click(canvas.getByRole('radio', { name: 'I get too many messages' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Stop SMS' }));
  return canvas;
}

export const Blank: Story = {};

/** Sent with nothing filled in: each problem beside its field, focus on the first. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop SMS' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(INVALID_MOBILE_MESSAGE);
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};

/** Waiting for the server. */
export const Sending: Story = {
  args: { submit: () => new Promise<string>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Done: the server's confirmation replaces the form. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('You will not get marketing SMS on 9876543210 any more.');
  },
};

/** TP429: the server's message, with everything typed still there. */
export const TooManyRequests: Story = {
  args: {
    submit: () =>
      Promise.reject(new ApiError(429, { success: false, systemErrorCode: 'TP429', responseMessage: 'rate limited', userMessage: 'Too many requests. Please try again later.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9876543210');
  },
};

/** No reasons came back: the form cannot be used. */
export const NoReasons: Story = { args: { reasons: [] } };

/** The spec's /unsubscribe: promotional email to an address (an unsubscribe link fills it in). */
export const Email: Story = {
  args: { channel: 'email', initialEmail: 'aarav.sharma@example.com', submit: async () => 'You will no longer receive promotional email at a•••@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('aarav.sharma@example.com');
    await userEvent.click(canvas.getByRole('radio', { name: 'I get too many messages' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('You will no longer receive promotional email at a•••@example.com');
  },
};

/** An address without a dotted domain: the spec's auth 403 text beside the field. */
export const EmailInvalid: Story = {
  args: { channel: 'email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'asha@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Please enter a valid email address');
  },
};
