// `load card-bins <file.csv>`: a card channel's BIN table (cards.yaml's bins fields as columns plus
// the channel). `bin` is one 6-digit BIN or an inclusive range `438800-438899` as card networks publish
// them (at most 10,000 BINs a line); only the first 6 digits of a card are ever stored. The channel must
// exist (the catalogue's cards.yaml). Matched by (channel, BIN): added, updated or unchanged; BINs the
// file does not name stay as they are.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { cardBins, cardChannels } from '../db/schema';
import { batches, inTransaction, refuseIf, sameRow, type LoadReport } from './report';
import { checkRow, csvValues, readCsv, type LoadProblem } from './source';

/** A range longer than this is more likely a typo than a network's table. */
export const MAX_BINS_PER_LINE = 10_000;

const CardBinRowSchema = v.strictObject({
  channel: v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/, 'must be a card channel id such as VISA_SIGNATURE')),
  bin: v.pipe(v.string(), v.regex(/^\d{6}(-\d{6})?$/, 'must be the first 6 digits of a card (438857) or a range (438800-438899)')),
  eligible: v.boolean('must be true or false'),
  cardName: v.pipe(v.string(), v.minLength(1)),
  refusalMessage: v.optional(v.pipe(v.string(), v.minLength(1))),
});
const COLUMNS = { required: ['channel', 'bin', 'eligible', 'cardName'], optional: ['refusalMessage'] } as const;

interface BinEntry {
  line: number;
  channel: string;
  bin: string;
  eligible: boolean;
  cardName: string;
  refusalMessage: string | null;
}

export async function loadCardBins(db: AppDb, text: string, file: string): Promise<LoadReport> {
  const problems: LoadProblem[] = [];
  const entries: BinEntry[] = [];
  const lineOfBin = new Map<string, number>();
  let lines = 0;
  for (const row of readCsv(text, file, COLUMNS)) {
    lines += 1;
    const result = checkRow(CardBinRowSchema, csvValues(row.fields, { booleans: ['eligible'] }), row, file);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const checked = result.value;
    const at = (message: string) => problems.push({ file, line: row.line, message });
    if (checked.eligible && checked.refusalMessage !== undefined) {
      at(`an eligible BIN has no refusal message (it is only for ineligible ones)`);
      continue;
    }
    const [from, to = from] = checked.bin.split('-').map(Number) as [number, number?];
    if (to < from) {
      at(`range ${checked.bin} ends before it starts`);
      continue;
    }
    if (to - from + 1 > MAX_BINS_PER_LINE) {
      at(`range ${checked.bin} holds ${to - from + 1} BINs; at most ${MAX_BINS_PER_LINE} a line`);
      continue;
    }
    for (let n = from; n <= to; n += 1) {
      const bin = String(n).padStart(6, '0');
      const key = `${checked.channel} ${bin}`;
      const first = lineOfBin.get(key);
      if (first !== undefined) {
        at(`BIN ${bin} of ${checked.channel} is already on line ${first}`);
        break;
      }
      lineOfBin.set(key, row.line);
      entries.push({ line: row.line, channel: checked.channel, bin, eligible: checked.eligible, cardName: checked.cardName, refusalMessage: checked.refusalMessage ?? null });
    }
  }
  refuseIf(problems);

  return inTransaction(db, async (tx) => {
    const channels = new Set((await tx.select({ id: cardChannels.id }).from(cardChannels)).map((row) => row.id));
    const reported = new Set<number>();
    for (const entry of entries) {
      if (!channels.has(entry.channel) && !reported.has(entry.line)) {
        reported.add(entry.line);
        problems.push({ file, line: entry.line, message: `card channel ${entry.channel} does not exist (load the catalogue, whose cards.yaml defines the channels, first)` });
      }
    }
    refuseIf(problems);
    const existing = new Map((await tx.select().from(cardBins)).map((row) => [`${row.channelId} ${row.bin}`, row]));
    const counts = { lines, bins: entries.length, added: 0, updated: 0, unchanged: 0 };
    const inserts: (typeof cardBins.$inferInsert)[] = [];
    for (const entry of entries) {
      const values = { eligible: entry.eligible, cardName: entry.cardName, refusalMessage: entry.refusalMessage };
      const row = existing.get(`${entry.channel} ${entry.bin}`);
      if (!row) inserts.push({ channelId: entry.channel, bin: entry.bin, ...values });
      else if (!sameRow(values, row)) {
        await tx.update(cardBins).set(values).where(and(eq(cardBins.channelId, entry.channel), eq(cardBins.bin, entry.bin)));
        counts.updated += 1;
      } else counts.unchanged += 1;
    }
    for (const batch of batches(inserts)) await tx.insert(cardBins).values(batch);
    counts.added = inserts.length;
    return {
      summary: `card BINs: ${counts.lines} lines, ${counts.bins} BINs, ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged`,
      counts,
      notes: [],
    };
  });
}
