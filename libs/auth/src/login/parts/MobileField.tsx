import { MOBILE_LENGTH } from '@rewards/api-contract';
import { Inline, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { authCatalogue } from '../../i18n/catalogue';
import { nationalMobile } from '../../rules/mobile';
import * as styles from './MobileField.css';

export interface MobileFieldProps {
  id: string;
  /** The ten digits typed after +91. */
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  error?: string | undefined;
}

/** The +91 prefix and the ten-digit field (a pasted '+91 98765 43210' keeps its ten digits), as every mobile screen asks for it. */
export function MobileField({ id, value, onChange, onEnter, error }: MobileFieldProps) {
  const t = useT(authCatalogue);
  return (
    <Inline space="small" alignY="start" wrap={false}>
      <span className={styles.prefix}>+91</span>
      <div className={styles.field}>
        <TextInput
          id={id}
          label={t('field.mobile')}
          hideLabel
          type="numeric"
          maxLength={MOBILE_LENGTH}
          normalise={nationalMobile}
          autoComplete="tel-national"
          name="mobile"
          placeholder={t('mobileField.placeholder')}
          value={value}
          onChange={onChange}
          onEnter={onEnter}
          error={error}
        />
      </div>
    </Inline>
  );
}
