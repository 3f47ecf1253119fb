// One member as support sees them: contact (masked; revealed with a reason, which the audit log
// keeps), membership, orders (a paid one's invoice emailed again), codes, co-brand claims, card link,
// student request, and the block (block or unblock with a reason). Outcomes are announced in one live
// region; refusals as alerts with the API's words.
import { ApiError } from '@rewards/api-client';
import { Button, ScrollTable } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { BackLink } from '../ui/BackLink';
import { membersCatalogue } from './i18n/catalogue';
import { useBlockMember, useMember, useResendInvoice, useRevealMember } from './api';
import {
  PARTNER_LABELS,
  claimViaLabel,
  couponStateLabel,
  dayLabel,
  momentLabel,
  orderStatusLabel,
  stateLabel,
  studentStateLabel,
  type MemberContact,
  type MemberDetail,
} from './format';
import { ReasonDialog } from './ReasonDialog';
import * as styles from './members.css';

export function MemberPage() {
  const { ssoId = '' } = useParams();
  const member = useMember(ssoId);
  const t = useT(membersCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  usePageTitle(member.data ? (member.data.name ?? member.data.ssoId) : t('members.member.title'));

  if (member.isPending) return <p role="status">{t('members.member.loading')}</p>;
  if (member.isError && !member.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('members.member.title')}</h1>
        <p role="alert" className={styles.alert}>
          {member.error instanceof ApiError && member.error.status === 404 ? t('members.member.notFound') : staffErrorMessage(member.error)}
        </p>
        <BackToSearch />
      </div>
    );
  }
  return <MemberView member={member.data} />;
}

function BackToSearch() {
  const t = useT(membersCatalogue);
  return <BackLink to="..">{t('members.member.back')}</BackLink>;
}

function MemberView({ member }: { member: MemberDetail }) {
  const t = useT(membersCatalogue);
  const locale = useLocale();
  const [notice, setNotice] = useState('');
  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <h1 className={styles.heading}>{member.name ?? t('members.member.noName')}</h1>
        <p className={styles.muted}>{t('members.member.registered', { id: member.ssoId, day: dayLabel(locale, member.registeredAt, t('members.none')) })}</p>
        <BackToSearch />
      </div>
      <p role="status" className={styles.status}>
        {notice}
      </p>
      <BlockSection member={member} onDone={setNotice} />
      <div className={styles.sections}>
        <ContactSection member={member} onDone={setNotice} />
        <MembershipSection member={member} />
        <OrdersSection member={member} onDone={setNotice} />
        <CodesSection member={member} />
        <ClaimsSection member={member} />
        <CardSection member={member} />
        <StudentSection member={member} />
      </div>
    </div>
  );
}

function Section({ id, title, wide = false, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? `${styles.section} ${styles.wide}` : styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <Row key={term} term={term} value={value} />
      ))}
    </dl>
  );
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{value}</dd>
    </>
  );
}

type Notify = (message: string) => void;

/** Masked until revealed with a reason; 'Hide contact' masks it again (the same button, so focus stays). */
function ContactSection({ member, onDone }: { member: MemberDetail; onDone: Notify }) {
  const t = useT(membersCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const reveal = useRevealMember(member.ssoId);
  const [open, setOpen] = useState(false);
  const [revealed, setRevealed] = useState<MemberContact | null>(null);
  const contact = (value: string, yes: boolean) => (yes ? t('members.contact.verified', { value }) : t('members.contact.notVerified', { value }));
  const mobile = revealed ? revealed.mobile : member.mobile;
  const email = revealed ? revealed.email : member.email;
  return (
    <Section id="member-contact" title={t('members.contact.heading')}>
      <Details
        rows={[
          [t('members.contact.mobile'), mobile ? contact(mobile, member.mobileVerified) : t('members.none')],
          [t('members.contact.email'), email ? contact(email, member.emailVerified) : t('members.none')],
        ]}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            if (revealed) {
              setRevealed(null);
              onDone(t('members.contact.masked'));
            } else setOpen(true);
          }}
        >
          {revealed ? t('members.contact.hide') : t('members.contact.reveal')}
        </Button>
      </div>
      <ReasonDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reveal.reset();
        }}
        title={t('members.contact.dialogTitle')}
        description={t('members.contact.dialogDescription')}
        label={t('members.contact.dialogLabel')}
        submitLabel={t('members.contact.dialogSubmit')}
        busy={reveal.isPending}
        error={reveal.isError ? staffErrorMessage(reveal.error) : null}
        onSubmit={(reason) =>
          reveal.mutate(reason, {
            onSuccess: (contact) => {
              setRevealed(contact);
              setOpen(false);
              onDone(t('members.contact.revealed'));
            },
          })
        }
      />
    </Section>
  );
}

function MembershipSection({ member }: { member: MemberDetail }) {
  const t = useT(membersCatalogue);
  const locale = useLocale();
  const none = t('members.none');
  const { membership } = member;
  return (
    <Section id="member-membership" title={t('members.membership.heading')}>
      <Details
        rows={[
          [t('members.membership.state'), stateLabel(t, membership.state)],
          [t('members.membership.plan'), membership.planName ?? membership.variantName ?? none],
          [t('members.membership.started'), dayLabel(locale, membership.startDate, none)],
          [t('members.membership.ends'), dayLabel(locale, membership.endDate, none)],
          [t('members.membership.autoRenewal'), membership.autoRenewal ? t('members.membership.on') : t('members.membership.off')],
          ...(membership.scheduledStartDate ? ([[t('members.membership.scheduled'), dayLabel(locale, membership.scheduledStartDate, none)]] as Array<[string, ReactNode]>) : []),
        ]}
      />
    </Section>
  );
}

function OrdersSection({ member, onDone }: { member: MemberDetail; onDone: Notify }) {
  const t = useT(membersCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const locale = useLocale();
  const resend = useResendInvoice(member.ssoId);
  const [failed, setFailed] = useState<string | null>(null);
  const send = (orderId: string) => {
    setFailed(null);
    resend.mutate(orderId, {
      onSuccess: (outcome) =>
        onDone(
          outcome.alreadyQueued
            ? t('members.orders.alreadyQueued', { invoice: outcome.invoiceNumber, to: outcome.sentTo, moment: momentLabel(outcome.queuedAt, locale) })
            : t('members.orders.sent', { invoice: outcome.invoiceNumber, to: outcome.sentTo }),
        ),
      onError: (error) => setFailed(staffErrorMessage(error)),
    });
  };
  return (
    <Section id="member-orders" title={t('members.orders.heading')} wide>
      {failed ? (
        <p role="alert" className={styles.alert}>
          {failed}
        </p>
      ) : null}
      {member.orders.length === 0 ? (
        <p className={styles.muted}>{t('members.orders.none')}</p>
      ) : (
        <ScrollTable caption={t('members.orders.caption')}>
          <thead>
            <tr>
              <th scope="col" className={styles.nowrap}>
                {t('members.orders.order')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('members.orders.plan')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('members.orders.amount')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('members.orders.status')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('members.orders.date')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('members.orders.invoice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {member.orders.map((order) => (
              <tr key={order.orderId}>
                <td className={styles.nowrap}>{order.orderId}</td>
                <td className={styles.cell}>
                  {order.planName ?? t('members.orders.unknownPlan')}
                  {order.code ? <span className={styles.muted}>{t('members.orders.code', { code: order.code })}</span> : null}
                </td>
                <td className={styles.nowrap}>{order.amountText}</td>
                <td className={styles.cell}>{orderStatusLabel(t, order.status)}</td>
                <td className={styles.nowrap}>{momentLabel(order.paidAt ?? order.createdAt, locale)}</td>
                <td className={styles.cell}>
                  {order.invoice.available ? (
                    <div className={styles.actions}>
                      <span>{order.invoice.number}</span>
                      <Button
                        size="small"
                        variant="secondary"
                        busy={resend.isPending && resend.variables === order.orderId}
                        aria-label={t('members.orders.resendLabel', { invoice: order.invoice.number ?? order.orderId })}
                        onClick={() => send(order.orderId)}
                      >
                        {t('members.orders.resend')}
                      </Button>
                    </div>
                  ) : (
                    <span className={styles.muted}>{t('members.orders.notPaid')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

function CodesSection({ member }: { member: MemberDetail }) {
  const t = useT(membersCatalogue);
  const locale = useLocale();
  return (
    <Section id="member-codes" title={t('members.codes.heading')} wide>
      <p>{member.referralCode ? t('members.codes.referral', { code: member.referralCode }) : t('members.codes.noReferral')}</p>
      {member.codesRedeemed.length === 0 ? (
        <p className={styles.muted}>{t('members.codes.noneRedeemed')}</p>
      ) : (
        <ScrollTable caption={t('members.codes.redeemedCaption')} showCaption>
          <thead>
            <tr>
              <th scope="col" className={styles.nowrap}>
                {t('members.codes.code')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('members.codes.name')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('members.codes.kind')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('members.codes.order')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('members.codes.redeemed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {member.codesRedeemed.map((code) => (
              <tr key={`${code.code}-${code.redeemedAt}`}>
                <td className={styles.nowrap}>{code.code}</td>
                <td className={styles.cell}>{code.name}</td>
                <td className={styles.cell}>{code.type === 'GC' ? t('members.codes.gift') : code.type === 'PROMO' ? t('members.codes.promo') : t('members.codes.referralKind')}</td>
                <td className={styles.nowrap}>{code.orderId ?? t('members.none')}</td>
                <td className={styles.nowrap}>{momentLabel(code.redeemedAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {member.couponCodes.length === 0 ? (
        <p className={styles.muted}>{t('members.codes.noCoupons')}</p>
      ) : (
        <ScrollTable caption={t('members.codes.couponsCaption')} showCaption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('members.codes.offer')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('members.codes.code')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('members.codes.state')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('members.codes.handedOut')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('members.codes.expires')}
              </th>
            </tr>
          </thead>
          <tbody>
            {member.couponCodes.map((coupon) => (
              <tr key={`${coupon.offer}-${coupon.code}`}>
                <td className={styles.cell}>{coupon.offer}</td>
                <td className={styles.nowrap}>{coupon.code}</td>
                <td className={styles.cell}>{couponStateLabel(t, coupon.state)}</td>
                <td className={styles.nowrap}>{momentLabel(coupon.assignedAt, locale)}</td>
                <td className={styles.nowrap}>{dayLabel(locale, coupon.expiresAt, t('members.codes.never'))}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

function ClaimsSection({ member }: { member: MemberDetail }) {
  const t = useT(membersCatalogue);
  const locale = useLocale();
  const none = t('members.none');
  return (
    <Section id="member-claims" title={t('members.claims.heading')}>
      {member.claims.length === 0 ? (
        <p className={styles.muted}>{t('members.claims.none')}</p>
      ) : (
        <ul>
          {member.claims.map((claim) => (
            <li key={claim.partner}>
              {t('members.claims.claim', {
                partner: PARTNER_LABELS[claim.partner],
                plan: claim.planName,
                start: dayLabel(locale, claim.startDate, none),
                end: dayLabel(locale, claim.endDate, none),
                via: claimViaLabel(t, claim.via),
              })}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function CardSection({ member }: { member: MemberDetail }) {
  const t = useT(membersCatalogue);
  const locale = useLocale();
  const none = t('members.none');
  const { card } = member;
  return (
    <Section id="member-card" title={t('members.card.heading')}>
      <p>{card.network ? t('members.card.network', { network: card.network }) : t('members.card.notLinked')}</p>
      {card.activations.length > 0 ? (
        <ul>
          {card.activations.map((activation) => (
            <li key={activation.channelId}>
              {t('members.card.activation', {
                card: activation.cardName,
                bin: activation.bin,
                action: activation.action === 'ACTIVATE_NOW' ? 'now' : 'later',
                start: dayLabel(locale, activation.startDate, none),
                end: dayLabel(locale, activation.endDate, none),
                started: activation.grantedAt ? 'yes' : 'no',
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function StudentSection({ member }: { member: MemberDetail }) {
  const t = useT(membersCatalogue);
  const locale = useLocale();
  const request = member.studentRequest;
  return (
    <Section id="member-student" title={t('members.student.heading')}>
      {request ? (
        <Details
          rows={[
            [t('members.student.state'), studentStateLabel(t, request.state)],
            [t('members.student.submitted'), momentLabel(request.submittedAt, locale)],
            [t('members.student.decided'), request.decidedAt ? momentLabel(request.decidedAt, locale) : t('members.student.notYet')],
            ...(request.decisionNote ? ([[t('members.student.note'), request.decisionNote]] as Array<[string, ReactNode]>) : []),
          ]}
        />
      ) : (
        <p className={styles.muted}>{t('members.student.none')}</p>
      )}
    </Section>
  );
}

/** The block as it stands, and Block or Unblock (one button, so focus comes back to it after the dialog). */
function BlockSection({ member, onDone }: { member: MemberDetail; onDone: Notify }) {
  const t = useT(membersCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const locale = useLocale();
  const blocked = member.blocked !== null;
  const block = useBlockMember(member.ssoId, 'block');
  const unblock = useBlockMember(member.ssoId, 'unblock');
  const action = blocked ? unblock : block;
  const [open, setOpen] = useState(false);
  return (
    <Section id="member-block" title={t('members.block.heading')} wide>
      {member.blocked ? (
        <p className={styles.blockedBanner}>
          {t('members.block.blocked', {
            hasAt: member.blocked.at ? 'yes' : 'no',
            at: member.blocked.at ? momentLabel(member.blocked.at, locale) : '',
            hasBy: member.blocked.by ? 'yes' : 'no',
            by: member.blocked.by ?? '',
            hasReason: member.blocked.reason ? 'yes' : 'no',
            reason: member.blocked.reason ?? '',
          })}
        </p>
      ) : (
        <p>{t('members.block.active')}</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {blocked ? t('members.block.unblock') : t('members.block.block')}
        </Button>
      </div>
      <ReasonDialog
        key={blocked ? 'unblock' : 'block'}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) action.reset();
        }}
        title={blocked ? t('members.block.unblockTitle') : t('members.block.blockTitle')}
        description={blocked ? t('members.block.unblockDescription') : t('members.block.blockDescription')}
        label={blocked ? t('members.block.unblockLabel') : t('members.block.blockLabel')}
        submitLabel={blocked ? t('members.block.unblockSubmit') : t('members.block.blockSubmit')}
        busy={action.isPending}
        error={action.isError ? staffErrorMessage(action.error) : null}
        onSubmit={(reason) =>
          action.mutate(reason, {
            onSuccess: (outcome) => {
              setOpen(false);
              onDone(outcome.blocked ? t('members.block.blockedDone', { count: outcome.sessionsEnded }) : t('members.block.unblockedDone'));
            },
          })
        }
      />
    </Section>
  );
}
