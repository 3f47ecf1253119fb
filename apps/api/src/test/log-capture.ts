// A log destination for tests: every line the app's logger writes, kept in order for the test to read.
import { Writable } from 'node:stream';

export interface CapturedLines {
  /** Each chunk the logger wrote (pino writes one JSON line per chunk). */
  lines: string[];
  /** The stream to hand to pino or `createLogger` as its destination. */
  sink: Writable;
}

/** A sink that keeps what is written into `lines`, and also copies it to stderr with `echo` (to watch a run). */
export function captureLines({ lines = [], echo = false }: { lines?: string[]; echo?: boolean } = {}): CapturedLines {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      if (echo) process.stderr.write(chunk);
      done();
    },
  });
  return { lines, sink };
}
