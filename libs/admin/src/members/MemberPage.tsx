// One member as support sees them: contact (masked; revealed with a reason, which the audit log
// keeps), membership, orders (a paid one's invoice emailed again), codes, co-brand claims, card link,
// student request, and the block (block or unblock with a reason). Outcomes are announced in one live
// region; refusals as alerts with the API's words.
import { ApiError } from '@rewards/api-client';
import { Button, ScrollTable } from '@rewards/design-system';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { BackLink } from '../ui/BackLink';
import { useBlockMember, useMember, useResendInvoice, useRevealMember } from './api';
import {
  CLAIM_VIA_LABELS,
  COUPON_STATE_LABELS,
  ORDER_STATUS_LABELS,
  PARTNER_LABELS,
  STATE_LABELS,
  STUDENT_STATE_LABELS,
  dayLabel,
  momentLabel,
  type MemberContact,
  type MemberDetail,
} from './format';
import { ReasonDialog } from './ReasonDialog';
import * as styles from './members.css';

export function MemberPage() {
  const { ssoId = '' } = useParams();
  const member = useMember(ssoId);
  usePageTitle(member.data ? (member.data.name ?? member.data.ssoId) : 'Member');

  if (member.isPending) return <p role="status">Loading the member…</p>;
  if (member.isError && !member.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Member</h1>
        <p role="alert" className={styles.alert}>
          {member.error instanceof ApiError && member.error.status === 404 ? 'No member has this id.' : staffErrorMessage(member.error)}
        </p>
        <BackToSearch />
      </div>
    );
  }
  return <MemberView member={member.data} />;
}

function BackToSearch() {
  return <BackLink to="..">Back to the search</BackLink>;
}

function MemberView({ member }: { member: MemberDetail }) {
  const [notice, setNotice] = useState('');
  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <h1 className={styles.heading}>{member.name ?? 'Member without a name'}</h1>
        <p className={styles.muted}>
          {member.ssoId} · registered {dayLabel(member.registeredAt)}
        </p>
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
  const reveal = useRevealMember(member.ssoId);
  const [open, setOpen] = useState(false);
  const [revealed, setRevealed] = useState<MemberContact | null>(null);
  const verified = (yes: boolean) => (yes ? ' (verified)' : ' (not verified)');
  const mobile = revealed ? revealed.mobile : member.mobile;
  const email = revealed ? revealed.email : member.email;
  return (
    <Section id="member-contact" title="Contact">
      <Details
        rows={[
          ['Mobile', mobile ? `${mobile}${verified(member.mobileVerified)}` : 'None'],
          ['Email', email ? `${email}${verified(member.emailVerified)}` : 'None'],
        ]}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            if (revealed) {
              setRevealed(null);
              onDone('The contact is masked again.');
            } else setOpen(true);
          }}
        >
          {revealed ? 'Hide contact' : 'Reveal'}
        </Button>
      </div>
      <ReasonDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reveal.reset();
        }}
        title="Reveal the contact"
        description="The full mobile and email are shown to you, and the audit log records that you looked and why."
        label="Why do you need the full contact?"
        submitLabel="Reveal contact"
        busy={reveal.isPending}
        error={reveal.isError ? staffErrorMessage(reveal.error) : null}
        onSubmit={(reason) =>
          reveal.mutate(reason, {
            onSuccess: (contact) => {
              setRevealed(contact);
              setOpen(false);
              onDone('Contact revealed. The reveal is recorded in the audit log.');
            },
          })
        }
      />
    </Section>
  );
}

function MembershipSection({ member }: { member: MemberDetail }) {
  const { membership } = member;
  return (
    <Section id="member-membership" title="Membership">
      <Details
        rows={[
          ['State', STATE_LABELS[membership.state]],
          ['Plan', membership.planName ?? membership.variantName ?? 'None'],
          ['Started', dayLabel(membership.startDate)],
          ['Ends', dayLabel(membership.endDate)],
          ['Auto-renewal', membership.autoRenewal ? 'On' : 'Off'],
          ...(membership.scheduledStartDate ? ([['Scheduled to start', dayLabel(membership.scheduledStartDate)]] as Array<[string, ReactNode]>) : []),
        ]}
      />
    </Section>
  );
}

function OrdersSection({ member, onDone }: { member: MemberDetail; onDone: Notify }) {
  const resend = useResendInvoice(member.ssoId);
  const [failed, setFailed] = useState<string | null>(null);
  const send = (orderId: string) => {
    setFailed(null);
    resend.mutate(orderId, {
      onSuccess: (outcome) =>
        onDone(
          outcome.alreadyQueued
            ? `Invoice ${outcome.invoiceNumber} was already queued to ${outcome.sentTo} at ${momentLabel(outcome.queuedAt)}; no second email was sent.`
            : `Invoice ${outcome.invoiceNumber} is on its way to ${outcome.sentTo}.`,
        ),
      onError: (error) => setFailed(staffErrorMessage(error)),
    });
  };
  return (
    <Section id="member-orders" title="Orders" wide>
      {failed ? (
        <p role="alert" className={styles.alert}>
          {failed}
        </p>
      ) : null}
      {member.orders.length === 0 ? (
        <p className={styles.muted}>No orders.</p>
      ) : (
        <ScrollTable caption="Orders, newest first">
          <thead>
            <tr>
              <th scope="col" className={styles.nowrap}>
                Order
              </th>
              <th scope="col" className={styles.cell}>
                Plan
              </th>
              <th scope="col" className={styles.nowrap}>
                Amount
              </th>
              <th scope="col" className={styles.cell}>
                Status
              </th>
              <th scope="col" className={styles.nowrap}>
                Date
              </th>
              <th scope="col" className={styles.cell}>
                Invoice
              </th>
            </tr>
          </thead>
          <tbody>
            {member.orders.map((order) => (
              <tr key={order.orderId}>
                <td className={styles.nowrap}>{order.orderId}</td>
                <td className={styles.cell}>
                  {order.planName ?? 'Unknown plan'}
                  {order.code ? <span className={styles.muted}> · code {order.code}</span> : null}
                </td>
                <td className={styles.nowrap}>{order.amountText}</td>
                <td className={styles.cell}>{ORDER_STATUS_LABELS[order.status]}</td>
                <td className={styles.nowrap}>{momentLabel(order.paidAt ?? order.createdAt)}</td>
                <td className={styles.cell}>
                  {order.invoice.available ? (
                    <div className={styles.actions}>
                      <span>{order.invoice.number}</span>
                      <Button
                        size="small"
                        variant="secondary"
                        busy={resend.isPending && resend.variables === order.orderId}
                        aria-label={`Resend invoice ${order.invoice.number ?? order.orderId} by email`}
                        onClick={() => send(order.orderId)}
                      >
                        Resend invoice
                      </Button>
                    </div>
                  ) : (
                    <span className={styles.muted}>None (not paid)</span>
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
  return (
    <Section id="member-codes" title="Codes" wide>
      <p>Their referral code: {member.referralCode ?? 'none'}</p>
      {member.codesRedeemed.length === 0 ? (
        <p className={styles.muted}>No codes redeemed.</p>
      ) : (
        <ScrollTable caption="Codes redeemed" showCaption>
          <thead>
            <tr>
              <th scope="col" className={styles.nowrap}>
                Code
              </th>
              <th scope="col" className={styles.cell}>
                Name
              </th>
              <th scope="col" className={styles.cell}>
                Kind
              </th>
              <th scope="col" className={styles.nowrap}>
                Order
              </th>
              <th scope="col" className={styles.nowrap}>
                Redeemed
              </th>
            </tr>
          </thead>
          <tbody>
            {member.codesRedeemed.map((code) => (
              <tr key={`${code.code}-${code.redeemedAt}`}>
                <td className={styles.nowrap}>{code.code}</td>
                <td className={styles.cell}>{code.name}</td>
                <td className={styles.cell}>{code.type === 'GC' ? 'Gift code' : code.type === 'PROMO' ? 'Promo code' : 'Referral code'}</td>
                <td className={styles.nowrap}>{code.orderId ?? 'None'}</td>
                <td className={styles.nowrap}>{momentLabel(code.redeemedAt)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {member.couponCodes.length === 0 ? (
        <p className={styles.muted}>No coupon codes handed out.</p>
      ) : (
        <ScrollTable caption="Coupon codes handed out, newest first" showCaption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Offer
              </th>
              <th scope="col" className={styles.nowrap}>
                Code
              </th>
              <th scope="col" className={styles.cell}>
                State
              </th>
              <th scope="col" className={styles.nowrap}>
                Handed out
              </th>
              <th scope="col" className={styles.nowrap}>
                Expires
              </th>
            </tr>
          </thead>
          <tbody>
            {member.couponCodes.map((coupon) => (
              <tr key={`${coupon.offer}-${coupon.code}`}>
                <td className={styles.cell}>{coupon.offer}</td>
                <td className={styles.nowrap}>{coupon.code}</td>
                <td className={styles.cell}>{COUPON_STATE_LABELS[coupon.state]}</td>
                <td className={styles.nowrap}>{momentLabel(coupon.assignedAt)}</td>
                <td className={styles.nowrap}>{dayLabel(coupon.expiresAt, 'Never')}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

function ClaimsSection({ member }: { member: MemberDetail }) {
  return (
    <Section id="member-claims" title="Co-brand claims">
      {member.claims.length === 0 ? (
        <p className={styles.muted}>No co-brand memberships claimed.</p>
      ) : (
        <ul>
          {member.claims.map((claim) => (
            <li key={claim.partner}>
              {PARTNER_LABELS[claim.partner]}: {claim.planName}, {dayLabel(claim.startDate)} to {dayLabel(claim.endDate)} (claimed through {CLAIM_VIA_LABELS[claim.via].toLowerCase()})
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function CardSection({ member }: { member: MemberDetail }) {
  const { card } = member;
  return (
    <Section id="member-card" title="Card link">
      <p>{card.network ? `Card-network member: ${card.network}` : 'Not linked to a card network.'}</p>
      {card.activations.length > 0 ? (
        <ul>
          {card.activations.map((activation) => (
            <li key={activation.channelId}>
              {activation.cardName} (BIN {activation.bin}): {activation.action === 'ACTIVATE_NOW' ? 'activated' : 'scheduled'} for {dayLabel(activation.startDate)} to {dayLabel(activation.endDate)}
              {activation.grantedAt ? '' : ', not started yet'}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function StudentSection({ member }: { member: MemberDetail }) {
  const request = member.studentRequest;
  return (
    <Section id="member-student" title="Student request">
      {request ? (
        <Details
          rows={[
            ['State', STUDENT_STATE_LABELS[request.state]],
            ['Submitted', momentLabel(request.submittedAt)],
            ['Decided', request.decidedAt ? momentLabel(request.decidedAt) : 'Not yet'],
            ...(request.decisionNote ? ([['Note to the member', request.decisionNote]] as Array<[string, ReactNode]>) : []),
          ]}
        />
      ) : (
        <p className={styles.muted}>No student request.</p>
      )}
    </Section>
  );
}

/** The block as it stands, and Block or Unblock (one button, so focus comes back to it after the dialog). */
function BlockSection({ member, onDone }: { member: MemberDetail; onDone: Notify }) {
  const blocked = member.blocked !== null;
  const block = useBlockMember(member.ssoId, 'block');
  const unblock = useBlockMember(member.ssoId, 'unblock');
  const action = blocked ? unblock : block;
  const [open, setOpen] = useState(false);
  return (
    <Section id="member-block" title="Account" wide>
      {member.blocked ? (
        <p className={styles.blockedBanner}>
          Blocked{member.blocked.at ? ` on ${momentLabel(member.blocked.at)}` : ''}
          {member.blocked.by ? ` by ${member.blocked.by}` : ''}
          {member.blocked.reason ? `: ${member.blocked.reason}` : ' (before the console: no reason recorded)'}. The member cannot sign in.
        </p>
      ) : (
        <p>Active: the member can sign in.</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {blocked ? 'Unblock' : 'Block'}
        </Button>
      </div>
      <ReasonDialog
        key={blocked ? 'unblock' : 'block'}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) action.reset();
        }}
        title={blocked ? 'Unblock the member' : 'Block the member'}
        description={
          blocked
            ? 'The member can sign in again. Their membership is as it was before the block.'
            : 'The member is signed out everywhere at once and cannot sign in until unblocked. Their membership is kept.'
        }
        label={blocked ? 'Why unblock?' : 'Why block?'}
        submitLabel={blocked ? 'Unblock member' : 'Block member'}
        busy={action.isPending}
        error={action.isError ? staffErrorMessage(action.error) : null}
        onSubmit={(reason) =>
          action.mutate(reason, {
            onSuccess: (outcome) => {
              setOpen(false);
              onDone(
                outcome.blocked
                  ? `Blocked. ${outcome.sessionsEnded === 1 ? '1 session was' : `${outcome.sessionsEnded} sessions were`} ended; the member cannot sign in.`
                  : 'Unblocked. The member can sign in again.',
              );
            },
          })
        }
      />
    </Section>
  );
}
