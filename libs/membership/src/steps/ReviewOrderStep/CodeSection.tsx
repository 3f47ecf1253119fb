import { useTrack } from '@rewards/analytics';
import { Button, Inline, Stack, TextInput } from '@rewards/design-system';
import { appliedCodeLine } from '../../rules/codeApplied';
import { validTillText } from '../../rules/countdown';
import * as styles from '../steps.css';
import type { GiftCode } from './useGiftCode';

/** The gift or promo code: the field and Apply, or the applied code with its countdown and Remove. */
export function CodeSection({ code }: { code: GiftCode }) {
  const { applied } = code;
  const track = useTrack();
  return (
    <section className={styles.card} aria-label="Gift or promo code">
      <Stack space="medium">
        {applied ? (
          <div className={`${styles.applied} ${code.celebrating ? styles.appliedCelebrate : ''}`}>
            <Inline space="small" alignY="center">
              <p className={styles.appliedText} role="status">
                {appliedCodeLine(applied)}
              </p>
              {code.remaining !== null ? <p className={styles.text}>{validTillText(code.remaining)}</p> : null}
              <Button variant="ghost" size="small" onClick={code.remove}>
                Remove
              </Button>
            </Inline>
          </div>
        ) : (
          <Inline space="small" alignY="start">
            <div className={styles.codeField}>
              <TextInput
                label="Gift or promo code"
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
              {code.applying ? 'Applying…' : 'Apply'}
            </Button>
          </Inline>
        )}
      </Stack>
    </section>
  );
}
