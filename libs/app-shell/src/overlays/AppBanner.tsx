import { TopBanner } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { overlaysCatalogue } from './i18n/catalogue';

/**
 * The `app_banner` top banner: the app for this device, below 768 px only (`phoneOnly: false` shows
 * it at any width, as the overlay gallery does). Loaded on first use.
 */
export default function AppBanner({ href, onDismiss, concealed = false, phoneOnly = true }: { href: string; onDismiss: () => void; concealed?: boolean; phoneOnly?: boolean }) {
  const t = useT(overlaysCatalogue);
  return <TopBanner title={t('appBanner.title')} message={t('appBanner.message')} actionLabel={t('appBanner.action')} href={href} onDismiss={onDismiss} phoneOnly={phoneOnly} concealed={concealed} />;
}
