import { Button, ButtonLink, Dialog, Stack, visuallyHidden } from '@rewards/design-system';
import { appDownloadLink } from '@rewards/platform';
import * as styles from './overlays.css';

export const APP_DOWNLOAD_PROMPT_TITLE = 'Everything is in the app';
export const APP_DOWNLOAD_PROMPT_MESSAGE = 'Your membership, codes and savings in one place, a tap away.';

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
  const apple = appDownloadLink(userAgent, links) === links.ios && links.ios !== links.android;
  const stores = [
    { href: links.android, label: 'Get it on Google Play' },
    { href: links.ios, label: 'Download on the App Store' },
  ];
  const [first, second] = apple ? [stores[1]!, stores[0]!] : [stores[0]!, stores[1]!];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={APP_DOWNLOAD_PROMPT_TITLE} description={APP_DOWNLOAD_PROMPT_MESSAGE} size="small">
      <Stack space="small">
        <ButtonLink href={first.href} target="_blank" fullWidth>
          {first.label} <span className={visuallyHidden}>(opens in a new tab)</span>
        </ButtonLink>
        <ButtonLink href={second.href} target="_blank" variant="secondary" fullWidth>
          {second.label} <span className={visuallyHidden}>(opens in a new tab)</span>
        </ButtonLink>
        <Button variant="ghost" fullWidth onClick={() => onOpenChange(false)}>
          Not now
        </Button>
      </Stack>
      <p className={styles.note}>You will not see this again for a week.</p>
    </Dialog>
  );
}
