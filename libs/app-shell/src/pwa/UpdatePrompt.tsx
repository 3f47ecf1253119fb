import { Snackbar } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { shellCatalogue } from '../i18n/catalogue';
import { useWaitingUpdate } from './updates';

/** Tells the member a new build is ready; RELOAD lets its service worker take over and reloads the page. */
export function UpdatePrompt() {
  const activate = useWaitingUpdate();
  const { brandName } = usePartner();
  const t = useT(shellCatalogue);
  if (!activate) return null;
  return <Snackbar title={t('update.title')} message={t('update.message', { brand: brandName })} reload onReload={activate} />;
}
