import { Button, Dialog, Inline } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { visaFlowCatalogue } from '../i18n/catalogue';

export interface LogoutToContinueDialogProps {
  open: boolean;
  /** Not Now, Escape, a click outside or the close button call it with `false`. */
  onOpenChange: (open: boolean) => void;
  /** Logout: the caller logs the member out (`useLogout()` from @rewards/auth). */
  onLogout: () => void;
  /** Logging out is under way: Logout waits. */
  pending?: boolean;
}

/**
 * A card-network (Visa) member who tries the normal membership is asked to log out first (spec:
 * 'Logout to Continue'). The text names the partner's product.
 */
export function LogoutToContinueDialog({ open, onOpenChange, onLogout, pending = false }: LogoutToContinueDialogProps) {
  const t = useT(visaFlowCatalogue);
  const { brandName } = usePartner();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('logoutToContinue.title')} description={t('logoutToContinue.text', { brand: brandName })} size="small">
      <Inline space="small" align="end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('logoutToContinue.notNow')}
        </Button>
        <Button onClick={onLogout} busy={pending}>
          {t('logout')}
        </Button>
      </Inline>
    </Dialog>
  );
}
