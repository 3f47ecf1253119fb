import { Dialog } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import type { LoginScreen } from '../../rules/nextStep';
import type { LoginPreference } from '../../rules/guestCheckout';
import type { LoginEntryOrigin } from '../../rules/loginOrigin';
import type { LoginVariant } from '../../rules/enterMobileAction';
import { useLoginFlow, type LoggedIn } from '../flow/useLoginFlow';
import { LoginScreens } from '../LoginScreens';

/** What a caller may say when it opens the popup. */
export interface LoginPopupOptions {
  origin?: LoginEntryOrigin;
  /** GUEST: guest checkout (the join block): a mobile without a verified account pays as a guest, without logging in. */
  loginType?: LoginPreference;
  /** A number to prefill. */
  mobile?: string;
  /** The mobile single sign-on data holds: the popup starts at CONFIRM_MOBILE (not on retail variants). */
  ssoMobile?: string;
  /** A code to start with. */
  code?: string;
  /**
   * The opening's button tag on a variant with a Coupon Code field (the grocery landing's ACTIVATE
   * OFFER opens with 'Register': the field and CLAIM OFFER); without one the popup has no code field.
   */
  buttonTag?: string;
  /** Stay on the page once logged in (the co-brand landings show the outcome, then move on). */
  stayOnPage?: boolean;
  onLoggedIn?: (loggedIn: LoggedIn) => void;
}

export interface LoginPopupProps extends LoginPopupOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant?: LoginVariant;
  /** Told the screen the flow shows, each time it changes (the provider keeps the last one). */
  onScreenChange?: (screen: LoginScreen) => void;
}

/** The login popup (spec §2): a dismissable dialog titled 'Login' hosting the login screens. */
export function LoginPopup({ open, onOpenChange, variant, onScreenChange, ...options }: LoginPopupProps) {
  const t = useT(authCatalogue);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('login.title')} size="small">
      {/* Mounted only while open, so every opening starts a fresh flow. */}
      <LoginPopupBody {...options} {...(variant ? { variant } : {})} {...(onScreenChange ? { onScreenChange } : {})} onFinished={() => onOpenChange(false)} />
    </Dialog>
  );
}

function LoginPopupBody({
  origin,
  loginType,
  mobile,
  ssoMobile,
  code,
  buttonTag,
  stayOnPage,
  onLoggedIn,
  variant,
  onScreenChange,
  onFinished,
}: LoginPopupOptions & { variant?: LoginVariant; onScreenChange?: (screen: LoginScreen) => void; onFinished: () => void }) {
  const opened = buttonTag ? { ...variant, couponField: { buttonTag } } : variant;
  const flow = useLoginFlow({ origin, ...(loginType ? { loginType } : {}), mobile, ssoMobile, code, onLoggedIn, stayOnPage, ...(opened ? { variant: opened } : {}), onFinished });
  const screen = flow.state.screen;
  useEffect(() => onScreenChange?.(screen), [onScreenChange, screen]);
  return <LoginScreens flow={flow} host="popup" />;
}
