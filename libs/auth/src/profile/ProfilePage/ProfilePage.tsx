import { formatIstDate, type User } from '@rewards/api-contract';
import { Button, Inline, Stack } from '@rewards/design-system';
import { useFormat, useLocale, useT } from '@rewards/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { useLogout, useSession } from '../../session';
import { formatMobile, fullName, genderLabel } from '../rules/format';
import { membershipStatus } from '../rules/membershipStatus';
import { ContactCodeForm, type ContactKind } from './ContactCodeForm';
import { EditProfileForm } from './EditProfileForm';
import { MemberLinks } from './MemberLinks';
import * as styles from './ProfilePage.css';
import { useClock } from '@rewards/clock';

export interface ProfilePageProps {
  /** The moment membership dates are judged against; defaults to when the page opened. */
  now?: Date;
  /**
   * Membership management (auto-renewal, purchases, invoices) from the payment feature, shown
   * after the membership card. The payment lib's /profile route module passes it in, because
   * this lib may not import that one.
   */
  management?: ReactNode;
  /**
   * The savings tracker from the payment feature, in place of the plain 'Total savings' card (the
   * payment lib's /profile route module passes it in, lazily loaded).
   */
  savings?: ReactNode;
  /** The language choice from the shell (which keeps it in the cookie and on the profile). */
  language?: ReactNode;
}

/**
 * The member's own page: their details with an edit form, the membership in words with its
 * dates, total savings, links to the member's other pages, and logging out. Reads the member from the session; the shell's guard
 * keeps visitors away, and without a member the page says so rather than failing.
 */
export function ProfilePage({ now, management, savings, language }: ProfilePageProps) {
  const { status, user } = useSession();
  const t = useT(authCatalogue);
  const { logout, loggingOut } = useLogout();
  const clock = useClock();
  const [openedAt] = useState(() => new Date(clock.now()));

  // The heading and the log-out button keep their places whatever the body shows: logging out
  // ends the session a second before leaving the page, and the button (with focus on it) stays.
  let body: ReactNode;
  if (user) body = <MemberProfile user={user} now={now ?? openedAt} management={management} savings={savings} language={language} />;
  else if (loggingOut) body = null;
  else if (status === 'loggingIn')
    body = (
      <p className={styles.muted} role="status">
        {t('profile.loading')}
      </p>
    );
  else body = <p className={styles.muted}>{t('profile.loggedOut')}</p>;

  return (
    <div className={styles.page}>
      <Stack space="large">
        <h1 className={styles.h1}>{t('profile.title')}</h1>
        {body}
        {(user || loggingOut) && (
          <Inline space="none">
            <Button variant="secondary" onClick={() => void logout()} disabled={loggingOut}>
              {loggingOut ? t('profile.loggingOut') : t('profile.logOut')}
            </Button>
          </Inline>
        )}
      </Stack>
    </div>
  );
}

function MemberProfile({ user, now, management, savings, language }: { user: User; now: Date; management: ReactNode; savings: ReactNode; language: ReactNode }) {
  const t = useT(authCatalogue);
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [proving, setProving] = useState<ContactKind | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Closing the form removes the focused element; focus goes back to the button that opened it.
    if (!editing && !proving && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing, proving]);

  const startEditing = () => {
    setAnnouncement('');
    setProving(undefined);
    setEditing(true);
  };
  const startProving = (kind: ContactKind) => {
    setAnnouncement('');
    setProving(kind);
  };
  const finishProving = (message: string | undefined) => {
    returnFocus.current = true;
    setAnnouncement(message ?? '');
    setProving(undefined);
  };
  const finishEditing = (message: string | undefined) => {
    returnFocus.current = true;
    setAnnouncement(message ?? '');
    setEditing(false);
  };

  return (
    <>
      {/* Always present, so assistive technology announces the message when it appears. */}
      <p className={styles.announcement} role="status">
        {announcement}
      </p>
      <section className={styles.card} aria-labelledby="profile-details">
        <Stack space="standard">
          {editing ? (
            <EditProfileForm user={user} titleId="profile-details" onDone={finishEditing} />
          ) : (
            <>
              <Inline space="standard" align="spaceBetween" alignY="center">
                <h2 id="profile-details" className={styles.h2}>
                  {t('profile.details')}
                </h2>
                <Button ref={editButton} variant="secondary" size="small" onClick={startEditing}>
                  {t('profile.edit')}
                </Button>
              </Inline>
              <MemberDetails user={user} onProve={proving ? undefined : startProving} />
              {proving ? <ContactCodeForm kind={proving} email={user.email} onDone={finishProving} /> : null}
            </>
          )}
        </Stack>
      </section>
      <Membership user={user} now={now} />
      {management}
      {savings ?? (
        <section className={styles.card} aria-labelledby="profile-savings">
          <Stack space="standard">
            <h2 id="profile-savings" className={styles.h2}>
              {t('profile.savings')}
            </h2>
            {/* whole rupees, as the cards show totals: 999.6 → ₹1,000 */}
            <p className={styles.savings}>{format.rupees(Math.round(user.totalSavings))}</p>
          </Stack>
        </section>
      )}
      {language ? (
        <section className={styles.card} aria-labelledby="profile-language">
          <Stack space="standard">
            <h2 id="profile-language" className={styles.h2}>
              {t('profile.language')}
            </h2>
            {language}
          </Stack>
        </section>
      ) : null}
      <MemberLinks />
    </>
  );
}

/**
 * The member's details. An account registered with an email alone has no mobile: its row says so and
 * offers to add one (with a code); an email not yet verified offers its code.
 */
function MemberDetails({ user, onProve }: { user: User; onProve: ((kind: ContactKind) => void) | undefined }) {
  const t = useT(authCatalogue);
  return (
    <dl className={styles.details}>
      <Detail term={t('profile.name')}>{fullName(user)}</Detail>
      <Detail term={t('profile.mobile')}>
        {user.mobile ? (
          formatMobile(user.mobile)
        ) : (
          <>
            <span className={styles.missing}>{t('profile.noMobile')}</span>
            {onProve && (
              <span className={styles.detailAction}>
                <Button variant="ghost" size="small" onClick={() => onProve('mobile')}>
                  {t('profile.addMobile')}
                </Button>
              </span>
            )}
          </>
        )}
      </Detail>
      <Detail term={t('profile.email')}>
        {user.email && (
          <>
            {user.email}
            {!user.emailVerified && <span className={styles.note}>{t('profile.notVerified')}</span>}
            {!user.emailVerified && onProve && (
              <span className={styles.detailAction}>
                <Button variant="ghost" size="small" onClick={() => onProve('email')}>
                  {t('profile.verifyEmail')}
                </Button>
              </span>
            )}
          </>
        )}
      </Detail>
      <Detail term={t('field.city')}>{user.city}</Detail>
      <Detail term={t('field.gender')}>{genderLabel(t, user.gender)}</Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  const t = useT(authCatalogue);
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children || <span className={styles.missing}>{t('profile.notAdded')}</span>}</dd>
    </>
  );
}

function Membership({ user, now }: { user: User; now: Date }) {
  const t = useT(authCatalogue);
  const locale = useLocale();
  const format = useFormat();
  const status = membershipStatus(user, now, t);
  // English keeps the shared rule's '12 Jan 2026' (its own month names); Hindi reads '12 जनवरी 2026'.
  const dateText = (date: string) => (locale === 'hi' ? format.date(date, 'long') : formatIstDate(date));
  return (
    <section className={styles.card} aria-labelledby="profile-membership">
      <Stack space="standard">
        <h2 id="profile-membership" className={styles.h2}>
          {t('profile.membership')}
        </h2>
        <p className={styles.statusLine}>
          <Inline as="span" space="small" alignY="center" wrap={false}>
            <span className={styles.toneDot[status.tone]} aria-hidden="true" />
            {status.label}
          </Inline>
        </p>
        {user.cardNetwork === 'VISA' && <p className={styles.cardLinked}>{t('profile.visaLinked')}</p>}
        {status.dates.length > 0 && (
          <dl className={styles.details}>
            {status.dates.map(({ label, date }) => (
              <Detail key={label} term={label}>
                <time dateTime={date}>{dateText(date)}</time>
              </Detail>
            ))}
          </dl>
        )}
      </Stack>
    </section>
  );
}
