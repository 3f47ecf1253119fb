// Graceful shutdown of a server process: the API (apps/api/src/server.ts, through http/shutdown.ts)
// and the site server (apps/site-server/src/main.ts). On SIGTERM the process is marked not ready at
// once (its /system/ready answers 503, so a load balancer stops sending to it), keeps answering for
// SHUTDOWN_DRAIN_MS (what the balancer sent meanwhile, and connections the kernel accepted and the
// process has not yet taken, are still served), then runs `close`: it stops accepting connections,
// finishes the requests in flight and lets go of what it holds (the API: the outbox's deliveries under
// way, the database pool), and the process exits 0. All of it within SHUTDOWN_DEADLINE_MS of the
// signal, else it exits 1. SIGINT (Ctrl+C in a terminal: nobody routes traffic to it) skips the drain
// wait. A second signal exits now.

/** Consecutive quick turns of the event loop that say it has caught up, and what counts as quick. */
const QUIET_TURNS = 3;
const QUICK_TURN_MS = 5;

/**
 * Turns of the event loop before the listener closes, until it has caught up (three turns in a row of
 * under 5 ms) or `maxMs` has passed. The drain's timer fires in the timers phase, and a loop busy with
 * the requests it took may not have reached the poll phase that accepts the connections waiting in the
 * kernel's queue since, or read their requests; closing the listener first resets them. Each turn
 * passes through that phase. Measured: 24 of 50 requests reset on the API when a busy loop ran the
 * timer straight into the close; with three turns whatever the loop's load, 6 of 50 on a slower host,
 * whose loop was still busy with the burst (a request every 25 ms) when the close began.
 */
async function acceptPending(maxMs: number): Promise<void> {
  const until = Date.now() + maxMs;
  for (let quiet = 0; quiet < QUIET_TURNS && Date.now() < until; ) {
    const started = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    quiet = performance.now() - started < QUICK_TURN_MS ? quiet + 1 : 0;
  }
}

export interface ShutdownSettings {
  /** How long after SIGTERM the process still takes connections, answering not-ready. */
  drainMs: number;
  /** From the signal to a forced exit (1) when the close has not finished. */
  deadlineMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownSettings = { drainMs: 1_000, deadlineMs: 10_000 };

/**
 * SHUTDOWN_DRAIN_MS (1000) and SHUTDOWN_DEADLINE_MS (10000); a clear stop for anything else than whole
 * milliseconds, thrown as `refuse(message)` makes it (the API throws its ConfigError, which exits 2).
 */
export function shutdownSettingsFromEnv(env: Record<string, string | undefined>, refuse: (message: string) => Error = (message) => new Error(message)): ShutdownSettings {
  const read = (name: string, fallback: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max) throw refuse(`${name}=${raw} is not a whole number of milliseconds from 0 to ${max}.`);
    return value;
  };
  const settings = { drainMs: read('SHUTDOWN_DRAIN_MS', DEFAULT_SHUTDOWN.drainMs, 60_000), deadlineMs: read('SHUTDOWN_DEADLINE_MS', DEFAULT_SHUTDOWN.deadlineMs, 300_000) };
  if (settings.drainMs >= settings.deadlineMs) throw refuse(`SHUTDOWN_DRAIN_MS (${settings.drainMs}) must be shorter than SHUTDOWN_DEADLINE_MS (${settings.deadlineMs}).`);
  return settings;
}

/** What the shutdown writes to: a pino logger (the API's, a Fastify instance's `log`). */
export interface ShutdownLogger {
  info(object: object, message: string): void;
  info(message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Installs the SIGTERM and SIGINT handlers. `markDraining` makes the process answer not ready;
 * `close` stops the server (in-flight requests finish) and releases what it holds; it runs once, after
 * the drain. Answers `claimSignals`, which takes those signals back from any other handler installed
 * since (the site server in development: a Vite server that vanilla-extract starts to compile styles
 * registers one that exits at once, which would cut the drain short).
 */
export function installGracefulShutdown(options: { settings: ShutdownSettings; markDraining: () => void; close: () => Promise<void>; logger: ShutdownLogger }): { claimSignals(): void } {
  const { settings, logger } = options;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    options.markDraining();
    const drainMs = signal === 'SIGTERM' ? settings.drainMs : 0;
    logger.info({ signal, drainMs, deadlineMs: settings.deadlineMs }, 'shutting down: not ready, draining');
    const started = Date.now();
    setTimeout(() => {
      logger.error({ deadlineMs: settings.deadlineMs }, 'shutdown did not finish within its deadline: exiting');
      process.exit(1);
    }, settings.deadlineMs).unref();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      // at most half of what is left before the deadline, so the close keeps the other half
      .then(() => acceptPending((settings.deadlineMs - (Date.now() - started)) / 2))
      .then(() => {
        logger.info('closing: no new connections, finishing requests in flight');
        return options.close();
      })
      .then(
        () => {
          logger.info({ ms: Date.now() - started }, 'stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  const signals = ['SIGINT', 'SIGTERM'] as const;
  for (const signal of signals) process.on(signal, stop);
  return {
    claimSignals() {
      for (const signal of signals) for (const listener of process.listeners(signal)) if (listener !== stop) process.off(signal, listener);
    },
  };
}
