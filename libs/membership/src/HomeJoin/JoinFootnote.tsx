import { fillSlots, SLOT, useT } from '@rewards/i18n';
import { membershipCatalogue } from '../i18n/catalogue';
import * as styles from './HomeJoin.css';

export interface JoinFootnoteProps {
  /** The plan's cashback line (the plan CTA's `cashbackLabel`); nothing shows without one. */
  cashbackLabel?: string | null | undefined;
  /** 'Already a member? Login': opens the ordinary sign-in. */
  onMemberLogin: () => void;
}

/** Under the join block's buy button (spec §2): the optional cashback label and 'Already a member? Login'. */
export function JoinFootnote({ cashbackLabel, onMemberLogin }: JoinFootnoteProps) {
  const t = useT(membershipCatalogue);
  return (
    <>
      {cashbackLabel ? <p className={styles.cashback}>{cashbackLabel}</p> : null}
      <p className={styles.memberLine}>
        {fillSlots(
          t('homeJoin.member', { login: SLOT }),
          <button type="button" className={styles.memberLogin} onClick={onMemberLogin}>
            {t('homeJoin.login')}
          </button>,
        )}
      </p>
    </>
  );
}
