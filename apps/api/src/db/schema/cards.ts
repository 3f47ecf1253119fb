// The card-linked offer (Visa Signature): each card channel's offer, its table of card BINs (the
// first 6 digits, nothing more is ever stored about a card), the members' activations and the home
// page's promotion of the offer. A member activates a channel's membership at most once: the unique
// (user, channel) key is what makes an activation happen once.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './accounts';

/** A card channel and its offer: the plan a card unlocks, and until when a later start may be chosen. */
export const cardChannels = pgTable(
  'card_channels',
  {
    /** `VISA_SIGNATURE`: the path's `cardChannelId`. */
    id: text('id').primaryKey(),
    /** The card network a member who activates becomes a user of (`users.card_network`). */
    network: text('network').notNull(),
    /** The card product's name ('Visa Signature'). */
    cardName: text('card_name').notNull(),
    planDisplayName: text('plan_display_name').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** The last day (India's calendar) a future activation may start on. */
    windowEndDate: date('window_end_date', { mode: 'string' }).notNull(),
    /** What a card that is not in the BIN table is told. */
    notEligibleMessage: text('not_eligible_message').notNull(),
  },
  (t) => [
    check('card_channels_id_format', sql`${t.id} ~ '^[A-Z0-9_]+$'`),
    check('card_channels_network', sql`${t.network} in ('VISA')`),
    check('card_channels_duration', sql`${t.durationDays} > 0`),
  ],
);

/** The channel's BIN table: eligible BINs, and known ineligible ones with their own refusal. */
export const cardBins = pgTable(
  'card_bins',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => cardChannels.id, { onDelete: 'cascade' }),
    bin: text('bin').notNull(),
    eligible: boolean('eligible').notNull(),
    /** The card product this BIN belongs to ('Visa Signature', 'Visa Platinum'). */
    cardName: text('card_name').notNull(),
    /** What an ineligible BIN is told instead of the channel's not-eligible message. */
    refusalMessage: text('refusal_message'),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.bin] }), check('card_bins_bin_format', sql`${t.bin} ~ '^[0-9]{6}$'`)],
);

/**
 * A member's card-linked membership: activated now (granted at once) or scheduled for a later date
 * (`granted_at` null until its start comes). `start_date`/`end_date` are the membership it created
 * (planned while scheduled). Only the BIN and the channel are recorded about the card.
 */
export const cardActivations = pgTable(
  'card_activations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: text('channel_id')
      .notNull()
      .references(() => cardChannels.id),
    bin: text('bin').notNull(),
    action: text('action').notNull(),
    /** The day (India's calendar) the membership starts on. */
    activationDate: date('activation_date', { mode: 'string' }).notNull(),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    /** When the membership was written on the member's row; null while scheduled. */
    grantedAt: instant('granted_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('card_activations_user_channel_key').on(t.userId, t.channelId),
    index('card_activations_channel_idx').on(t.channelId),
    check('card_activations_action', sql`${t.action} in ('ACTIVATE_NOW', 'ACTIVATE_FUTURE')`),
    check('card_activations_bin_format', sql`${t.bin} ~ '^[0-9]{6}$'`),
    check('card_activations_dates', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/** The home page's promotion of a card offer, per site channel (`TIMES_PRIME`); none: no widget. */
export const cardHomeWidgets = pgTable('card_home_widgets', {
  siteChannel: text('site_channel').primaryKey(),
  cardChannelId: text('card_channel_id')
    .notNull()
    .references(() => cardChannels.id, { onDelete: 'cascade' }),
  /** A path under /static (a generated picture). */
  inletImage: text('inlet_image').notNull(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull(),
  cta: text('cta').notNull(),
});
