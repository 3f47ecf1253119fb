import * as styles from './HomeJoin.css';

export interface JoinFootnoteProps {
  /** The plan's cashback line (the plan CTA's `cashbackLabel`); nothing shows without one. */
  cashbackLabel?: string | null | undefined;
  /** 'Already a member? Login': opens the ordinary sign-in. */
  onMemberLogin: () => void;
}

/** Under the join block's buy button (spec §2): the optional cashback label and 'Already a member? Login'. */
export function JoinFootnote({ cashbackLabel, onMemberLogin }: JoinFootnoteProps) {
  return (
    <>
      {cashbackLabel ? <p className={styles.cashback}>{cashbackLabel}</p> : null}
      <p className={styles.memberLine}>
        Already a member?{' '}
        <button type="button" className={styles.memberLogin} onClick={onMemberLogin}>
          Login
        </button>
      </p>
    </>
  );
}
