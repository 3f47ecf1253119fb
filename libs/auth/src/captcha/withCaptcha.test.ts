import { ApiError } from '@rewards/api-client';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_FAILED_MESSAGE, CaptchaError } from './CaptchaError';
import { withCaptcha, type CaptchaToken, type CaptchaTokens } from './withCaptcha';

const authError = (code: string) => new ApiError(400, { success: false, responseMessage: code, userMessage: 'server text', systemErrorCode: code });

function tokens() {
  return {
    getToken: vi.fn<CaptchaTokens['getToken']>(async (kind) => ({ verificationToken: `${kind}-token`, isV3captchasecret: kind === 'invisible' })),
    fail: vi.fn<CaptchaTokens['fail']>(),
  } satisfies CaptchaTokens;
}

describe('withCaptcha', () => {
  it('sends the invisible token and stops there when it is accepted', async () => {
    const captcha = tokens();
    const call = vi.fn(async (token: CaptchaToken) => token);
    await expect(withCaptcha(captcha, 'sendOtp', call)).resolves.toEqual({ verificationToken: 'invisible-token', isV3captchasecret: true });
    expect(captcha.getToken).toHaveBeenCalledExactlyOnceWith('invisible', 'sendOtp');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('on 413 records where it failed and retries once with the visible token', async () => {
    const captcha = tokens();
    const onInvisibleRefused = vi.fn();
    const call = vi.fn().mockRejectedValueOnce(authError('413')).mockResolvedValueOnce('sent');
    await expect(withCaptcha(captcha, 'resendOtp', call, { onInvisibleRefused })).resolves.toBe('sent');
    expect(onInvisibleRefused).toHaveBeenCalledWith('resendOtp');
    expect(captcha.getToken).toHaveBeenLastCalledWith('visible', 'resendOtp');
    expect(call).toHaveBeenLastCalledWith({ verificationToken: 'visible-token', isV3captchasecret: false });
  });

  it('when the visible token is refused too, tells the member to reload', async () => {
    const captcha = tokens();
    const onVisibleRefused = vi.fn();
    const call = vi.fn().mockRejectedValue(authError('413'));
    const attempt = withCaptcha(captcha, 'sendOtp', call, { onVisibleRefused });
    await expect(attempt).rejects.toBeInstanceOf(CaptchaError);
    await expect(attempt).rejects.toThrow(CAPTCHA_FAILED_MESSAGE);
    expect(onVisibleRefused).toHaveBeenCalledTimes(1);
    expect(captcha.fail).toHaveBeenCalledWith(expect.objectContaining({ reason: 'failed', message: CAPTCHA_FAILED_MESSAGE }));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('passes any other failure through without a visible challenge', async () => {
    const captcha = tokens();
    const call = vi.fn().mockRejectedValue(authError('416'));
    await expect(withCaptcha(captcha, 'sendOtp', call)).rejects.toMatchObject({ systemErrorCode: '416' });
    expect(captcha.getToken).toHaveBeenCalledTimes(1);
  });

  it('passes a failure of the retried call through', async () => {
    const captcha = tokens();
    const call = vi.fn().mockRejectedValueOnce(authError('413')).mockRejectedValueOnce(authError('416'));
    await expect(withCaptcha(captcha, 'sendOtp', call)).rejects.toMatchObject({ systemErrorCode: '416' });
    expect(captcha.fail).not.toHaveBeenCalled();
  });

  it('stops when the member closes the visible challenge', async () => {
    const captcha = tokens();
    captcha.getToken.mockImplementation(async (kind): Promise<CaptchaToken> => {
      if (kind === 'visible') throw new CaptchaError('', { reason: 'cancelled' });
      return {};
    });
    const call = vi.fn().mockRejectedValueOnce(authError('413'));
    await expect(withCaptcha(captcha, 'sendOtp', call)).rejects.toMatchObject({ reason: 'cancelled' });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
