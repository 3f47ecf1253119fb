import { Button, ButtonLink, Dialog, Stack, visuallyHidden } from '@rewards/design-system';
import { appDownloadLink } from '@rewards/platform';
import * as styles from './overlays.css';
import { useT } from '@rewards/i18n';
import { overlaysCatalogue } from './i18n/catalogue';

export interface AppDownloadPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store links (the layout's side menu data). */
  links: { ios: string; android: string };
  /** The browser's user agent: this device's store comes first. */
  userAgent: string;
}

/**
 * The `app_download_prompt` sheet (paid members on phones): the app has everything; both stores,
 * this device's first, and Not now. A bottom sheet on phones (Dialog). Loaded on first use.
 */
export default function AppDownloadPrompt({ open, onOpenChange, links, userAgent }: AppDownloadPromptProps) {
  const t = useT(overlaysCatalogue);
  const apple = appDownloadLink(userAgent, links) === links.ios && links.ios !== links.android;
  const stores = [
    { href: links.android, label: t('appDownload.googlePlay') },
    { href: links.ios, label: t('appDownload.appStore') },
  ];
  const [first, second] = apple ? [stores[1]!, stores[0]!] : [stores[0]!, stores[1]!];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('appDownload.title')} description={t('appDownload.message')} size="small">
      <Stack space="small">
        <ButtonLink href={first.href} target="_blank" fullWidth>
          {first.label} <span className={visuallyHidden}>{t('appDownload.newTab')}</span>
        </ButtonLink>
        <ButtonLink href={second.href} target="_blank" variant="secondary" fullWidth>
          {second.label} <span className={visuallyHidden}>{t('appDownload.newTab')}</span>
        </ButtonLink>
        <Button variant="ghost" fullWidth onClick={() => onOpenChange(false)}>
          {t('appDownload.notNow')}
        </Button>
      </Stack>
      <p className={styles.note}>{t('appDownload.note')}</p>
    </Dialog>
  );
}
