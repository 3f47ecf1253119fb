import { useLoginPopup, useSession } from '@rewards/auth';
import { Button, Inline, PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { usePartner } from '@rewards/partner';
import { useStudentRequest } from '../api/useStudentApi';
import { RequestStatus } from '../RequestStatus';
import { studentOfferCatalogue } from '../i18n/catalogue';
import { STUDENT_OFFER_OVERLAY, STUDENT_OFFER_PATH } from '../rules/texts';
import * as styles from './studentOffer.css';

/**
 * `/student-offer`: what the student offer is, for everyone (visitors are not sent away), then
 * the viewer's part: a visitor signs in; a member sees their latest request (under review,
 * approved, or rejected with the reviewer's note and a way to send again) or starts one. The form
 * itself is the `student_offer_modal` popup the shell hosts. No loader: the request is the
 * member's own, read with their token in the browser.
 */
export function Component() {
  const t = useT(studentOfferCatalogue);
  const partner = usePartner();
  const { status } = useSession();
  const steps = [t('page.stepSignIn'), t('page.stepDetails'), t('page.stepCheck')];
  return (
    <div className={styles.page}>
      <Stack space="large">
        <PageMeta title={t('page.metaTitle', { brand: partner.brandName })} description={t('page.intro', { brand: partner.brandName })} canonicalPath={STUDENT_OFFER_PATH} />
        <Stack space="standard">
          <h1 className={styles.h1}>{t('page.title')}</h1>
          <p className={styles.intro}>{t('page.intro', { brand: partner.brandName })}</p>
        </Stack>
        <Stack as="section" space="standard" aria-labelledby="student-offer-steps">
          <h2 id="student-offer-steps" className={styles.h2}>
            {t('page.howItWorks')}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Stack>
        {status === 'loggedIn' ? <MemberPart /> : status === 'loggingIn' ? <Loading /> : <VisitorPart />}
      </Stack>
    </div>
  );
}

function VisitorPart() {
  const t = useT(studentOfferCatalogue);
  const login = useLoginPopup();
  return (
    <Stack space="standard">
      <p className={styles.text}>{t('visitor.prompt')}</p>
      <Inline space="none">
        <Button variant="primary" onClick={() => login.open({ origin: 'LOGIN', stayOnPage: true })}>
          {t('visitor.signIn')}
        </Button>
      </Inline>
    </Stack>
  );
}

function MemberPart() {
  const t = useT(studentOfferCatalogue);
  const latest = useStudentRequest();
  const modal = useOverlay(STUDENT_OFFER_OVERLAY);
  if (latest.isPending) return <Loading />;
  if (latest.isError) {
    return (
      <Stack space="standard">
        <p role="alert" className={styles.text}>
          {t('request.failed')}
        </p>
        <Inline space="none">
          <Button variant="secondary" onClick={() => void latest.refetch()}>
            {t('request.retry')}
          </Button>
        </Inline>
      </Stack>
    );
  }
  const request = latest.data;
  if (!request) {
    return (
      <Stack space="standard">
        <p className={styles.text}>{t('member.noRequest')}</p>
        <Inline space="none">
          <Button variant="primary" onClick={() => modal.show()}>
            {t('member.verify')}
          </Button>
        </Inline>
      </Stack>
    );
  }
  return (
    <RequestStatus request={request}>
      {request.state === 'REJECTED' ? (
        <Inline space="none">
          <Button variant="primary" onClick={() => modal.show()}>
            {t('member.sendAgain')}
          </Button>
        </Inline>
      ) : null}
    </RequestStatus>
  );
}

function Loading() {
  const t = useT(studentOfferCatalogue);
  return (
    <p role="status" className={styles.muted}>
      {t('request.loading')}
    </p>
  );
}
