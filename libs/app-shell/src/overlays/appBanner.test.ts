import { describe, expect, it } from 'vitest';
import { appBannerCookieUpdate, appBannerFacts, isFreeTrialStep } from './appBanner';

describe('the app banner cookie', () => {
  it('reads nothing from a request without it', () => {
    expect(appBannerFacts(undefined, '/userfeed', '')).toEqual({ closed: false, trialFlow: false, inApp: false });
    expect(appBannerFacts('rp_session=1; other=closed', '/userfeed', '')).toEqual({ closed: false, trialFlow: false, inApp: false });
  });

  it('reads each flag, in any order, among other cookies', () => {
    expect(appBannerFacts('a=1; rp_app_banner=app.closed; b=2', '/', '')).toEqual({ closed: true, trialFlow: false, inApp: true });
    expect(appBannerFacts('rp_app_banner=trial', '/', '')).toEqual({ closed: false, trialFlow: true, inApp: false });
    expect(appBannerFacts('rp_app_banner=nonsense', '/', '')).toEqual({ closed: false, trialFlow: false, inApp: false });
  });

  it('takes the free-trial step and the address\'s app parameter from the address', () => {
    expect(isFreeTrialStep('/payment', '?flow=trial')).toBe(true);
    expect(isFreeTrialStep('/payment', '?flow=paid')).toBe(false);
    expect(isFreeTrialStep('/userfeed', '?flow=trial')).toBe(false);
    expect(appBannerFacts('', '/payment', '?flow=trial').trialFlow).toBe(true);
    expect(appBannerFacts('', '/userfeed', '?app=android').inApp).toBe(true);
    // app=false ends it before the cookie says so
    expect(appBannerFacts('rp_app_banner=app', '/userfeed', '?app=false').inApp).toBe(false);
    expect(appBannerFacts('rp_app_banner=app', '/userfeed', '?promo=X').inApp).toBe(true);
    // a value that says nothing leaves it to the cookie
    expect(appBannerFacts('rp_app_banner=app', '/userfeed', '?app=yes').inApp).toBe(true);
  });

  it('writes a flag for the browser session, keeps the others, and clears the cookie when none is left', () => {
    expect(appBannerCookieUpdate('', 'closed', true)).toBe('rp_app_banner=closed; path=/; samesite=lax');
    expect(appBannerCookieUpdate('rp_app_banner=app', 'closed', true)).toBe('rp_app_banner=closed.app; path=/; samesite=lax');
    expect(appBannerCookieUpdate('rp_app_banner=closed.app', 'app', false)).toBe('rp_app_banner=closed; path=/; samesite=lax');
    expect(appBannerCookieUpdate('rp_app_banner=app', 'app', false)).toBe('rp_app_banner=; path=/; max-age=0; samesite=lax');
  });

  it('writes nothing when the cookie already says so', () => {
    expect(appBannerCookieUpdate('rp_app_banner=closed', 'closed', true)).toBeUndefined();
    expect(appBannerCookieUpdate('', 'trial', false)).toBeUndefined();
  });
});
