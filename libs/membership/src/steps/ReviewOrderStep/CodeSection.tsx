import { useTrack } from '@rewards/analytics';
import { Button, Inline, Stack, TextInput } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { membershipCatalogue } from '../../i18n/catalogue';
import { appliedCodeLine } from '../../rules/codeApplied';
import { validTillText } from '../../rules/countdown';
import * as styles from '../steps.css';
import type { GiftCode } from './useGiftCode';

/** The gift or promo code: the field and Apply, or the applied code with its countdown and Remove. */
export function CodeSection({ code }: { code: GiftCode }) {
  const { applied } = code;
  const track = useTrack();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  return (
    <section className={styles.card} aria-label={t('code.label')}>
      <Stack space="medium">
        {applied ? (
          <div className={`${styles.applied} ${code.celebrating ? styles.appliedCelebrate : ''}`}>
            <Inline space="small" alignY="center">
              <p className={styles.appliedText} role="status">
                {appliedCodeLine(t, applied, locale)}
              </p>
              {code.remaining !== null ? <p className={styles.text}>{validTillText(t, code.remaining)}</p> : null}
              <Button variant="ghost" size="small" onClick={code.remove}>
                {t('code.remove')}
              </Button>
            </Inline>
          </div>
        ) : (
          <Inline space="small" alignY="start">
            <div className={styles.codeField}>
              <TextInput
                label={t('code.label')}
                value={code.input}
                onChange={code.edit}
                onEnter={(value) => value.trim() && code.submit(value)}
                noSpaces
                maxLength={64}
                autoComplete="off"
                {...(code.error ? { error: code.error } : {})}
              />
            </div>
            <Button
              variant="secondary"
              disabled={!code.input.trim() || code.applying}
              onClick={() => {
                track('promo_apply_btn_clicked', { placement: 'review_order', code: code.input.trim().toUpperCase() });
                code.submit(code.input);
              }}
            >
              {code.applying ? t('code.applying') : t('code.apply')}
            </Button>
          </Inline>
        )}
      </Stack>
    </section>
  );
}
