import { Snackbar } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useWaitingUpdate } from './updates';

export const UPDATE_TITLE = 'A new version is ready';
export const updateMessage = (brandName: string) => `Reload to get the latest ${brandName}.`;

/** Tells the member a new build is ready; RELOAD lets its service worker take over and reloads the page. */
export function UpdatePrompt() {
  const activate = useWaitingUpdate();
  const { brandName } = usePartner();
  if (!activate) return null;
  return <Snackbar title={UPDATE_TITLE} message={updateMessage(brandName)} reload onReload={activate} />;
}
