// What every operator load answers, and the transaction each one runs in: the checks that need the
// database run in the same transaction as the writes, and any problem throws LoadRefused, which
// rolls the transaction back, so a file with an error writes nothing.
import type { AppDb } from '../db/connection';
import { LoadRefused, type LoadProblem } from './source';

export interface LoadReport {
  /** One line for the operator: what the file held and what changed. */
  summary: string;
  /** The same figures, for tests and scripts (`added`, `updated`, `unchanged`, …). */
  counts: Record<string, number>;
  /** What the file held that this load leaves alone, and why. */
  notes: string[];
}

/** Runs `work` in one transaction: a LoadRefused thrown inside rolls every write back. */
export async function inTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as AppDb));
}

/** Throws LoadRefused when there are problems (inside a transaction: nothing it wrote stays). */
export function refuseIf(problems: LoadProblem[]): void {
  if (problems.length > 0) throw new LoadRefused(problems);
}

/** Same values, compared as the database returns them (dates as instants, null for absent). */
export function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const norm = (value: unknown) => (value instanceof Date ? value.getTime() : value ?? null);
  return Object.keys(a).every((key) => norm(a[key]) === norm(b[key]));
}

/** `[start, start+size)` slices, for inserts that would otherwise exceed PostgreSQL's 65,535 parameters. */
export function* batches<T>(rows: readonly T[], size = 1_000): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
