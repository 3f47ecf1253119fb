import { useLoginPopup } from '@rewards/auth';
import { Button, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { offerDetailCatalogue } from '../i18n/catalogue';
import * as styles from './StudentOfferPrompt.css';

/**
 * On an offer for students (`studentOffer: true`): members open the student offer form
 * (`student_offer_modal`, hosted by the shell: this lib may not import the student-offer lib);
 * visitors sign in first, staying on the offer, where the button then opens the form.
 */
export function StudentOfferPrompt({ isLoggedIn }: { isLoggedIn: boolean }) {
  const modal = useOverlay('student_offer_modal');
  const login = useLoginPopup();
  const t = useT(offerDetailCatalogue);
  return (
    <section className={styles.prompt} aria-labelledby="offer-student">
      <Stack space="small" align="start">
        <h2 id="offer-student" className={styles.title}>
          {t('student.title')}
        </h2>
        <p className={styles.text}>{isLoggedIn ? t('student.member') : t('student.visitor')}</p>
        <Button variant="secondary" onClick={() => (isLoggedIn ? modal.show() : login.open({ origin: 'LOGIN', stayOnPage: true }))}>
          {/* the student-offer lib's /student-offer page uses the same words */}
          {t('student.verify')}
        </Button>
      </Stack>
    </section>
  );
}
