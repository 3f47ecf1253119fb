import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AltchaChallenge } from '@rewards/api-contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CAPTCHA_FAILED_MESSAGE, RECAPTCHA_NOT_LOADED_MESSAGE } from '../CaptchaError';
import { CaptchaServicesProvider } from '../captchaServices';
import { fakeCaptchaServices, recaptchaChallenge } from '../../testing';
import { CaptchaDialog } from './CaptchaDialog';

// Stands in for the API's signing secret: the story signs its own challenge and checks the widget's answer with it.
const STORY_SECRET = 'storybook-only-secret';

const meta = {
  title: 'Auth/Captcha/CaptchaDialog',
  component: CaptchaDialog,
  args: { state: { kind: 'closed' }, onVerified: fn(), onUnavailable: fn(), onClose: fn(), onReload: fn() },
} satisfies Meta<typeof CaptchaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The real ALTCHA widget (lazy-loaded) with a real proof-of-work challenge, as the API would
 * send it. Ticking it solves the challenge; the payload is what the send call retries with.
 */
export const Altcha: Story = {
  name: 'ALTCHA widget',
  loaders: [
    async () => {
      const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1000, counter: 25, deriveKey, hmacSignatureSecret: STORY_SECRET });
      const altcha: AltchaChallenge = { parameters: challenge.parameters, signature: challenge.signature ?? '' };
      return { altcha };
    },
  ],
  render: (args, { loaded }) => <CaptchaDialog {...args} state={{ kind: 'challenge', challenge: { provider: 'altcha', altcha: loaded['altcha'] as AltchaChallenge } }} />,
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Captcha' });
    await userEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }, { timeout: 5000 }));
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const payload = (args.onVerified as unknown as { mock: { calls: [string][] } }).mock.calls[0]?.[0] ?? '';
    const { challenge, solution } = JSON.parse(atob(payload));
    await expect((await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: STORY_SECRET })).verified).toBe(true);
  },
};

export const Recaptcha: Story = {
  name: 'reCAPTCHA v2 checkbox (stand-in)',
  decorators: [
    (Story) => (
      <CaptchaServicesProvider services={fakeCaptchaServices()}>
        <Story />
      </CaptchaServicesProvider>
    ),
  ],
  args: { state: { kind: 'challenge', challenge: recaptchaChallenge() } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await expect(args.onVerified).toHaveBeenCalledWith('v2-token');
  },
};

export const Failed: Story = {
  name: 'Error: visible captcha failed',
  args: { state: { kind: 'failed', message: CAPTCHA_FAILED_MESSAGE } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(CAPTCHA_FAILED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'RELOAD' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const NotLoaded: Story = {
  name: 'Error: reCAPTCHA not loaded',
  args: { state: { kind: 'failed', message: RECAPTCHA_NOT_LOADED_MESSAGE } },
};
