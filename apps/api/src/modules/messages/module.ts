// Messages: the outbox every text and email goes through (repository.ts), the sender that delivers
// it in each API process (sender.ts), the channel adapters the settings pick, and the development
// outbox route (`GET /dev/outbox`), which reads the table: the codes are readable there the moment
// the send's transaction commits, from any API process on the database.
import type { operations } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { badRequest } from '../../http/errors';
import { LogEmail } from './adapters/email/log';
import { OutboxEmail } from './adapters/email/outbox';
import type { EmailPort } from './adapters/email/port';
import { SmtpEmail } from './adapters/email/smtp';
import { CleverTapProfiles } from './adapters/profile/clevertap';
import type { ProfilePort } from './adapters/profile/port';
import { ExotelSms } from './adapters/sms/exotel';
import { LogSms } from './adapters/sms/log';
import { OutboxSms } from './adapters/sms/outbox';
import type { SmsPort } from './adapters/sms/port';
import { toInternational } from '../../shared/mobile';
import type { ModuleDeps } from '../deps';
import { createMarketingProfiles, type MarketingProfiles } from './marketing';
import { MessageRepository, enqueueMessage, type ChannelDeliveries, type NewMessage } from './repository';
import { DEFAULT_SENDER_OPTIONS, MessageSender } from './sender';

export interface MessagesModuleDeps extends ModuleDeps {
  /** Replaces the adapter SMS_ADAPTER picks (tests: a gateway that fails or stalls). */
  sms?: SmsPort;
  /** Replaces the adapter EMAIL_ADAPTER picks. */
  email?: EmailPort;
  /** Replaces the marketing-profile tool MARKETING_PROFILE_ADAPTER picks (with none configured, none is used). */
  profile?: ProfilePort;
  /** The fetch a real SMS gateway and the marketing tool are called with. */
  fetch?: typeof fetch;
}

/** What the modules that send codes are given: enqueue on their transaction, then wake the sender. */
export interface MessageOutbox {
  enqueue(db: Parameters<typeof enqueueMessage>[0], message: NewMessage): Promise<void>;
  /** After the transaction that enqueued has committed: deliver now rather than at the next poll. */
  wake(): void;
}

export function createMessagesModule(config: AppConfig, deps: MessagesModuleDeps) {
  const { auth } = config;
  const sms = deps.sms ?? smsAdapterFor(config, deps);
  const email = deps.email ?? emailAdapterFor(auth, deps);
  const profile = deps.profile ?? profileAdapterFor(config, deps);
  // Each message says how its writer delivers its channel, and each sender takes only its own kind:
  // processes with other adapters on one database (development beside production) never cross.
  const deliveries: ChannelDeliveries = {
    sms: sms instanceof OutboxSms ? 'outbox' : sms instanceof LogSms ? 'log' : 'provider',
    email: email instanceof OutboxEmail ? 'outbox' : email instanceof LogEmail ? 'log' : 'provider',
    // Profiles are claimed only where a tool is configured; elsewhere none is ever queued.
    ...(profile ? { profile: 'provider' as const } : {}),
  };
  const sender = new MessageSender(
    deps.db,
    { sms, email, ...(profile ? { profile } : {}), deliveries },
    { now: deps.now, logger: deps.logger },
    { ...DEFAULT_SENDER_OPTIONS, pollMs: auth.outboxPollMs },
  );
  const outbox: MessageOutbox = {
    enqueue: (db, message) => enqueueMessage(db, { ...message, delivery: message.channel === 'profile' ? deliveries.profile : deliveries[message.channel] }, deps.now()),
    wake: () => sender.wake(),
  };
  // The development outbox shows every code sent, so its route never exists in production. It exists
  // while texts stay in the table (the SMS adapter is the outbox).
  const devOutbox = config.nodeEnv !== 'production' && sms instanceof OutboxSms;
  deps.logger.info({ sms: sms.constructor.name, email: email.constructor.name, profile: profile?.constructor.name ?? 'off', devOutbox }, 'message adapters');
  const marketing: MarketingProfiles = createMarketingProfiles({ db: deps.db, now: deps.now, delivery: deliveries.profile, wake: () => sender.wake() });
  return {
    outbox,
    /** Members' consent to the marketing profile, and their profiles queued for the tool. */
    marketing,
    sender,
    devHandlers: devOutbox ? devHandlers(new MessageRepository(deps.db)) : undefined,
  };
}

function smsAdapterFor(config: AppConfig, deps: MessagesModuleDeps): SmsPort {
  const { auth } = config;
  if (auth.smsAdapter === 'exotel') {
    if (!auth.exotel) throw new Error('SMS_ADAPTER=exotel without the EXOTEL_* and SMS_* settings');
    return new ExotelSms(auth.exotel, deps.fetch ?? fetch);
  }
  return auth.smsAdapter === 'outbox' ? new OutboxSms() : new LogSms(deps.logger);
}

/** The configured marketing-profile tool, or none (the default): then no profile is ever queued. */
function profileAdapterFor(config: AppConfig, deps: MessagesModuleDeps): ProfilePort | undefined {
  const settings = config.marketingProfile;
  if (settings?.adapter !== 'clevertap') return undefined;
  if (!settings.clevertap) throw new Error('MARKETING_PROFILE_ADAPTER=clevertap without the CLEVERTAP_* settings');
  return new CleverTapProfiles(settings.clevertap, deps.fetch ?? fetch);
}

function emailAdapterFor(auth: AppConfig['auth'], deps: MessagesModuleDeps): EmailPort {
  if (auth.emailAdapter === 'smtp') {
    if (!auth.smtp) throw new Error('EMAIL_ADAPTER=smtp without SMTP_URL and EMAIL_FROM');
    return new SmtpEmail(auth.smtp);
  }
  return auth.emailAdapter === 'outbox' ? new OutboxEmail() : new LogEmail(deps.logger);
}

/** `GET /dev/outbox?mobile=` or `?email=`: the messages to one recipient that still hold their words, newest first. */
function devHandlers(repository: MessageRepository) {
  return {
    async getDevOutbox(request: FastifyRequest<{ Querystring: NonNullable<operations['getDevOutbox']['parameters']['query']> }>) {
      const { mobile, email } = request.query;
      if ((mobile === undefined) === (email === undefined)) throw badRequest([{ path: 'query', message: 'must have exactly one of mobile and email' }]);
      const recipient = mobile !== undefined ? toInternational(mobile) : (email ?? '').trim().toLowerCase();
      const rows = await repository.readableTo(recipient);
      return rows.map((row) => ({
        to: row.recipient,
        text: row.channel === 'email' ? `${row.subject ?? ''}\n\n${row.body ?? ''}` : (row.body ?? ''),
        code: row.code,
        sentAt: row.createdAt.toISOString(),
      }));
    },
  };
}
