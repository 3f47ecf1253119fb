// Whether a site server should be sent visitors: its API answers ready (GET <API_ORIGIN>/system/ready
// is 200) and its page source has loaded (the built template and renderer, or Vite's server entry),
// and it is not draining after SIGTERM. Until then a page request gets a short 503 "starting" page
// (operations.ts) instead of a render that would fail against an API that is not there yet.
//
// The API is asked at most every `recheckMs` while it is ready (in the background, on a request) and
// every `pollMs` while it is not (a request that finds it not ready asks once more before answering,
// so the first visitor after it comes up gets the page).

export interface SiteReadinessOptions {
  apiOrigin: string;
  /** Resolves once the page source is loaded; rejected means it could not load (never ready). */
  pagesLoaded: () => Promise<unknown>;
  pollMs?: number;
  recheckMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type SiteReadinessState = 'starting' | 'ready' | 'api-unavailable' | 'draining';

export class SiteReadiness {
  private apiReady = false;
  private everReady = false;
  private pages: 'loading' | 'loaded' | 'failed' = 'loading';
  private draining = false;
  private checkedAt = 0;
  private checking: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly pollMs: number;
  private readonly recheckMs: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SiteReadinessOptions) {
    this.pollMs = options.pollMs ?? 500;
    this.recheckMs = options.recheckMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 1_000;
    this.fetch = options.fetch ?? fetch;
  }

  private loading: Promise<unknown> | undefined;

  /** Settles once the page source has loaded or failed to (after `start`). */
  whenPagesLoaded(): Promise<void> {
    return (this.loading ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
  }

  /** Starts loading the pages and asking the API (until it is ready, then on requests). */
  start(): void {
    this.loading = this.options.pagesLoaded();
    this.loading.then(
      () => {
        this.pages = 'loaded';
        if (this.apiReady) this.everReady = true;
      },
      () => (this.pages = 'failed'),
    );
    const poll = () => {
      this.timer = undefined;
      if (this.draining) return;
      void this.checkApi().then((ready) => {
        if (!ready && !this.draining) this.timer = setTimeout(poll, this.pollMs).unref();
      });
    };
    poll();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  get state(): SiteReadinessState {
    if (this.draining) return 'draining';
    if (this.apiReady && this.pages === 'loaded') return 'ready';
    return this.everReady ? 'api-unavailable' : 'starting';
  }

  get ready(): boolean {
    return this.state === 'ready';
  }

  /** What a request is answered by: ready now, or after one more look at the API when it was not. */
  async readyForRequest(): Promise<boolean> {
    if (this.draining) return false;
    const age = Date.now() - this.checkedAt;
    if (this.apiReady) {
      if (age > this.recheckMs) void this.checkApi();
    } else {
      await this.checkApi();
    }
    return this.ready;
  }

  markDraining(): void {
    this.draining = true;
    this.stop();
  }

  /** One GET of the API's readiness at a time. */
  checkApi(): Promise<boolean> {
    this.checking ??= this.fetch(`${this.options.apiOrigin}/system/ready`, { signal: AbortSignal.timeout(this.timeoutMs) })
      .then(
        async (response) => {
          await response.body?.cancel();
          return response.status === 200;
        },
        () => false,
      )
      .then((ready) => {
        this.apiReady = ready;
        this.checkedAt = Date.now();
        if (ready && this.pages === 'loaded') this.everReady = true;
        return ready;
      })
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }
}
