import { ButtonLink, Dialog } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import * as parts from '../parts/parts.css';
import { useAppLinks } from '../parts/useAppLinks';
import { DOWNLOAD_NOW_LABEL, UNABLE_TO_PROCESS_TITLE, unableToProcessText } from '../rules/texts';

/**
 * The error catalogue's "Visa flow" message, naming the partner's product, with 'Download now' to
 * the app's store link for this device (shown once the layout's links are known).
 */
export function UnableToProcessMessage() {
  const { brandName } = usePartner();
  const links = useAppLinks();
  return (
    <>
      <p className={parts.text}>{unableToProcessText(brandName)}</p>
      {links ? (
        <ButtonLink href={links.forThisDevice} size="large" fullWidth>
          {DOWNLOAD_NOW_LABEL}
        </ButtonLink>
      ) : null}
    </>
  );
}

export interface VisaUnableToProcessProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The card flow cannot go on here: the member is asked to use the app instead. */
export function VisaUnableToProcess({ open, onOpenChange }: VisaUnableToProcessProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={UNABLE_TO_PROCESS_TITLE} size="small">
      <UnableToProcessMessage />
    </Dialog>
  );
}
