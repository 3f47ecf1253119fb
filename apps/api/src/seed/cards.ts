// The card-linked offer (cards.yaml): channels, their BIN tables and the home promotion, seeded
// everywhere, each table while it is empty, so a database created before these tables existed gains
// them on its next start. The window for future activations ends `windowDays` after seeding.
import { count } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import { cardBins, cardChannels, cardHomeWidgets } from '../db/schema';
import { addDays, indiaDateOf } from '../modules/cards/rules';
import { staticImageUrl } from './browsing';
import type { CardsFile } from './data-schema';

export function cardProblems(cards: CardsFile): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const channel of cards.channels) {
    if (ids.has(channel.id)) problems.push(`cards.yaml lists card channel ${channel.id} twice`);
    ids.add(channel.id);
    const bins = new Set<string>();
    for (const entry of channel.bins) {
      if (bins.has(entry.bin)) problems.push(`cards.yaml lists BIN ${entry.bin} twice for ${channel.id}`);
      bins.add(entry.bin);
      if (entry.eligible && entry.refusalMessage !== undefined) problems.push(`eligible BIN ${entry.bin} of ${channel.id} has a refusal message`);
    }
  }
  const sites = new Set<string>();
  for (const widget of cards.homeWidgets) {
    if (sites.has(widget.siteChannel)) problems.push(`cards.yaml promotes a card offer twice on ${widget.siteChannel}`);
    sites.add(widget.siteChannel);
    if (!ids.has(widget.cardChannelId)) problems.push(`the home widget on ${widget.siteChannel} names unknown card channel ${widget.cardChannelId}`);
  }
  return problems;
}

/** Writes each card table that is empty; answers whether anything was written. */
export async function seedCards(db: AppDb, cards: CardsFile, now: Date): Promise<boolean> {
  const isEmpty = async (table: typeof cardChannels | typeof cardBins | typeof cardHomeWidgets) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
  let seeded = false;
  if (await isEmpty(cardChannels)) {
    await db.insert(cardChannels).values(
      cards.channels.map((channel) => ({
        id: channel.id,
        network: channel.network,
        cardName: channel.cardName,
        planDisplayName: channel.planDisplayName,
        durationDays: channel.durationDays,
        windowEndDate: addDays(indiaDateOf(now), channel.windowDays),
        notEligibleMessage: channel.notEligibleMessage,
      })),
    );
    seeded = true;
  }
  const binCount = cards.channels.reduce((sum, channel) => sum + channel.bins.length, 0);
  if (binCount > 0 && (await isEmpty(cardBins))) {
    await db.insert(cardBins).values(
      cards.channels.flatMap((channel) =>
        channel.bins.map((entry) => ({ channelId: channel.id, bin: entry.bin, eligible: entry.eligible, cardName: entry.cardName, refusalMessage: entry.refusalMessage ?? null })),
      ),
    );
    seeded = true;
  }
  if (cards.homeWidgets.length > 0 && (await isEmpty(cardHomeWidgets))) {
    await db.insert(cardHomeWidgets).values(cards.homeWidgets.map((widget) => ({ ...widget, inletImage: staticImageUrl(widget.inletImage) })));
    seeded = true;
  }
  return seeded;
}
