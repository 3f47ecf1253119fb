import { useTrack } from '@rewards/analytics';
import { useOverlay } from '@rewards/platform';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { LoginVariant } from '../../rules/enterMobileAction';
import type { LoginScreen } from '../../rules/nextStep';
import type { LoggedIn } from '../flow/useLoginFlow';
import type { LoginPopupOptions } from './LoginPopup';

// The screens, OTP field and captcha load on the first opening, not with every page.
const LoginPopup = lazy(() => import('./LoginPopup').then((module) => ({ default: module.LoginPopup })));

export interface LoginPopupControls {
  /** Opens the popup (the header's 'sign in', a buy button, the exit-intent prompt...). */
  open(options?: LoginPopupOptions): void;
  close(): void;
  isOpen: boolean;
  /**
   * The login screen state: the screen the last flow showed (ENTER_MOBILE before any opening). A
   * flow that ended on the error screen leaves it ERROR, and the department store's landing opens
   * sign-in again by itself (spec).
   */
  screen: LoginScreen;
}

const LoginPopupContext = createContext<LoginPopupControls | null>(null);

export interface LoginPopupProviderProps {
  /** The partner's login variant. */
  variant?: LoginVariant;
  /** Told about every login made through the popup (after any `open({ onLoggedIn })`). */
  onLoggedIn?: (loggedIn: LoggedIn) => void;
  children: ReactNode;
}

interface Opened {
  options: LoginPopupOptions;
  /** The page it was opened on: moving to another page closes it. */
  pathname: string;
  /** A new opening starts a new flow even if the last one is still animating out. */
  key: number;
}

/**
 * Holds the login popup for the whole site; the shell mounts it inside the router. Anything below
 * opens it with `useLoginPopup().open()`. It is the `sign_in` overlay of the shell's overlay store
 * (@rewards/design-system): opening it closes any other overlay, and opening another closes it.
 */
export function LoginPopupProvider({ variant, onLoggedIn, children }: LoginPopupProviderProps) {
  const { pathname } = useLocation();
  const overlay = useOverlay<Opened>('sign_in');
  const { show, hide } = overlay;
  const [lastKey, setLastKey] = useState(0);
  const [screen, setScreen] = useState<LoginScreen>('ENTER_MOBILE');
  const track = useTrack();
  // Opened through the store without options (a story, the overlay gallery): this page, no options.
  const opened: Opened | null = overlay.isOpen ? (overlay.payload ?? { options: {}, pathname, key: lastKey }) : null;
  const isOpen = opened !== null && opened.pathname === pathname;

  const open = useCallback(
    (options: LoginPopupOptions = {}) => {
      track('login_signup_initiated', { origin: options.origin ?? 'LOGIN' });
      setLastKey((key) => key + 1);
      show({ options, pathname, key: lastKey + 1 });
    },
    [lastKey, pathname, show, track],
  );
  const close = useCallback(() => hide(), [hide]);
  const controls = useMemo(() => ({ open, close, isOpen, screen }), [close, isOpen, open, screen]);

  // Moving to another page closes it (and frees the store for other overlays).
  const stale = opened !== null && !isOpen;
  useEffect(() => {
    if (stale) hide();
  }, [stale, hide]);
  // Unmounted (a test's cleanup, a story switch): the popup is gone, so the store must not hold it.
  useEffect(() => hide, [hide]);

  const options = opened?.options ?? {};
  return (
    <LoginPopupContext.Provider value={controls}>
      {children}
      {(lastKey > 0 || isOpen) && (
        <Suspense fallback={null}>
      <LoginPopup
        key={opened?.key ?? lastKey}
        {...options}
        {...(variant ? { variant } : {})}
        open={isOpen}
        onScreenChange={setScreen}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        onLoggedIn={(loggedIn) => {
          options.onLoggedIn?.(loggedIn);
          onLoggedIn?.(loggedIn);
        }}
      />
        </Suspense>
      )}
    </LoginPopupContext.Provider>
  );
}

/** Opens and closes the site's login popup; needs a `<LoginPopupProvider>` above it. */
export function useLoginPopup(): LoginPopupControls {
  const controls = useContext(LoginPopupContext);
  if (!controls) throw new Error('useLoginPopup() needs a <LoginPopupProvider> above it');
  return controls;
}
