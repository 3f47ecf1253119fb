import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { appDownloadLink } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';

export interface AppLinks {
  ios: string;
  android: string;
  /** The store link for this device: the App Store on Apple devices, else Google Play. */
  forThisDevice: string;
}

/** The app's store links, from the layout API's side menu (where the header's 'Download Now' reads them). */
export function useAppLinks(enabled = true): AppLinks | undefined {
  const queries = useQueries();
  const { status } = useSession();
  const menu = useQuery({ ...queries.layout.frame(status === 'loggedIn' ? 'member' : 'visitor'), enabled }).data?.hamburgerMenu;
  if (!menu) return undefined;
  const links = { ios: menu.downloadLinkIos, android: menu.downloadLinkAndroid };
  return { ...links, forThisDevice: appDownloadLink(typeof navigator === 'undefined' ? '' : navigator.userAgent, links) };
}
