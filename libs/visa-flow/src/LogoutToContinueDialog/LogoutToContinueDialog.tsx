import { Button, Dialog, Inline } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { LOGOUT_LABEL, LOGOUT_TO_CONTINUE_TITLE, logoutToContinueText, NOT_NOW_LABEL } from '../rules/texts';

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
  const { brandName } = usePartner();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={LOGOUT_TO_CONTINUE_TITLE} description={logoutToContinueText(brandName)} size="small">
      <Inline space="small" align="end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {NOT_NOW_LABEL}
        </Button>
        <Button onClick={onLogout} busy={pending}>
          {LOGOUT_LABEL}
        </Button>
      </Inline>
    </Dialog>
  );
}
