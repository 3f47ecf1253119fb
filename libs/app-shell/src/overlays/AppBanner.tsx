import { TopBanner } from '@rewards/design-system';

export const APP_BANNER_TITLE = 'Get the app';
export const APP_BANNER_MESSAGE = 'Your membership, offers and codes in one tap.';

/**
 * The `app_banner` top banner: the app for this device, below 768 px only (`phoneOnly: false` shows
 * it at any width, as the overlay gallery does). Loaded on first use.
 */
export default function AppBanner({ href, onDismiss, concealed = false, phoneOnly = true }: { href: string; onDismiss: () => void; concealed?: boolean; phoneOnly?: boolean }) {
  return <TopBanner title={APP_BANNER_TITLE} message={APP_BANNER_MESSAGE} actionLabel="Download" href={href} onDismiss={onDismiss} phoneOnly={phoneOnly} concealed={concealed} />;
}
