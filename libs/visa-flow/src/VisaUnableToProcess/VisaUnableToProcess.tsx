import { ButtonLink, Dialog } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { visaFlowCatalogue } from '../i18n/catalogue';
import * as parts from '../parts/parts.css';
import { useAppLinks } from '../parts/useAppLinks';

/**
 * The error catalogue's "Visa flow" message, naming the partner's product, with 'Download now' to
 * the app's store link for this device (shown once the layout's links are known).
 */
export function UnableToProcessMessage() {
  const t = useT(visaFlowCatalogue);
  const { brandName } = usePartner();
  const links = useAppLinks();
  return (
    <>
      <p className={parts.text}>{t('unableToProcess.text', { brand: brandName })}</p>
      {links ? (
        <ButtonLink href={links.forThisDevice} size="large" fullWidth>
          {t('unableToProcess.download')}
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
  const t = useT(visaFlowCatalogue);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('unableToProcess.title')} size="small">
      <UnableToProcessMessage />
    </Dialog>
  );
}
