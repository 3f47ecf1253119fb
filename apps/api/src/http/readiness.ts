// Whether this process should be sent traffic: `/system/ready` answers from it. The API listens only
// once it is migrated and warm (server.ts, http/warm-up.ts), so a probe meets a closed port while it
// migrates or warms; from then on the state is `ready`, and `draining` from the first SIGTERM until
// the process exits (http/shutdown.ts). An app built without a Readiness (the tests) is ready.

export type ReadinessState = 'starting' | 'ready' | 'draining';

export class Readiness {
  private current: ReadinessState;

  constructor(initial: ReadinessState = 'starting') {
    this.current = initial;
  }

  get state(): ReadinessState {
    return this.current;
  }

  get ready(): boolean {
    return this.current === 'ready';
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** For good: a draining process never becomes ready again. */
  markDraining(): void {
    this.current = 'draining';
  }
}
