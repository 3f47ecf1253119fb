import { useLoginPopup } from '@rewards/auth';
import { Button, Stack } from '@rewards/design-system';
import { useOverlay } from '@rewards/platform';
import * as styles from './StudentOfferPrompt.css';

/** The button's text; the student-offer lib's /student-offer page uses the same words. */
export const VERIFY_STUDENT_LABEL = 'Verify student status';

/**
 * On an offer for students (`studentOffer: true`): members open the student offer form
 * (`student_offer_modal`, hosted by the shell: this lib may not import the student-offer lib);
 * visitors sign in first, staying on the offer, where the button then opens the form.
 */
export function StudentOfferPrompt({ isLoggedIn }: { isLoggedIn: boolean }) {
  const modal = useOverlay('student_offer_modal');
  const login = useLoginPopup();
  return (
    <section className={styles.prompt} aria-labelledby="offer-student">
      <Stack space="small" align="start">
        <h2 id="offer-student" className={styles.title}>
          For students
        </h2>
        <p className={styles.text}>{isLoggedIn ? 'Send your student ID once to get this offer.' : 'Sign in and send your student ID once to get this offer.'}</p>
        <Button variant="secondary" onClick={() => (isLoggedIn ? modal.show() : login.open({ origin: 'LOGIN', stayOnPage: true }))}>
          {VERIFY_STUDENT_LABEL}
        </Button>
      </Stack>
    </section>
  );
}
