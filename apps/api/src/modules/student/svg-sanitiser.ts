// DOMPurify's verdict on an uploaded SVG, off the event loop. DOMPurify on jsdom costs about 0.27 ms
// per element (a 0.94 MB SVG of 24,000 paths took 6.4 s; 9.8 MB, 55 s and 2 GB), so it runs in a
// worker thread of its own, one document at a time, with a time and a memory limit: an SVG that
// needs more is refused as too complex to check (the worker is replaced), and every other request of
// the process goes on meanwhile. Bytes are not the cost (an export that embeds a scan as a data: PNG
// is megabytes of one attribute), so the size limit is the form's 10 MB, as for every type.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface SvgSanitiserLimits {
  /** How long one document may take (the member waits this long at most, past the queue). */
  timeLimitMs: number;
  /** The worker's heap (jsdom's tree of a large SVG is many times its text). */
  maxHeapMb: number;
  /** Documents waiting behind the one being checked; more are answered 'busy'. */
  maxQueued: number;
}

export const SVG_SANITISER_LIMITS: SvgSanitiserLimits = { timeLimitMs: 10_000, maxHeapMb: 512, maxQueued: 8 };

/** Why a document got no verdict: over the time or memory limit, or too many waiting. */
export class SvgCheckFailed extends Error {
  override readonly name = 'SvgCheckFailed';

  constructor(readonly reason: 'time' | 'memory' | 'busy' | 'crashed', message: string) {
    super(message);
  }
}

/** The document, as text (tests) or as the spool file it was streamed to (uploads). */
export type SvgSource = { text: string } | { path: string };

// The worker: plain CommonJS evaluated as a string, so the same code runs from the sources (tsx,
// vitest) and from the production bundle; the packages are resolved here and passed as paths.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const createDOMPurify = require(workerData.dompurify);
const { JSDOM } = require(workerData.jsdom);
const purifier = createDOMPurify(new JSDOM('').window);
// the HTML document DOMPurify parses into is its own wrapper, not the member's content
const WRAPPER = new Set(['body', 'html', 'head']);
// loaded (jsdom takes a few hundred ms): the time limit counts from here
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, text, path }) => {
  try {
    purifier.sanitize(text ?? fs.readFileSync(path, 'utf8'), { USE_PROFILES: { svg: true, svgFilters: true } });
    const removals = new Set();
    for (const removed of purifier.removed) {
      if ('element' in removed) {
        const name = removed.element.nodeName.toLowerCase();
        if (!WRAPPER.has(name)) removals.add('<' + name + '>');
      } else if (removed.attribute) {
        removals.add(removed.attribute.name + ' attribute');
      }
    }
    parentPort.postMessage({ id, removals: [...removals] });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Job {
  id: number;
  source: SvgSource;
  resolve(removals: string[]): void;
  reject(error: Error): void;
}

export class SvgSanitiser {
  private worker: Worker | undefined;
  /** The worker has loaded DOMPurify and jsdom (a document's time limit starts then, not at the load). */
  private ready = false;
  private running: (Job & { timer: NodeJS.Timeout }) | undefined;
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly limits: SvgSanitiserLimits = SVG_SANITISER_LIMITS) {}

  /**
   * What DOMPurify (SVG and SVG-filter profiles) would remove from the document: `<script>`, `<set>`,
   * `onload attribute`... Empty: nothing unsafe. Rejects with SvgCheckFailed when it gets no verdict.
   */
  removals(source: SvgSource): Promise<string[]> {
    // one may wait for a free checker that is not running anything yet (it is loading)
    if (this.queue.length >= this.limits.maxQueued + (this.running ? 0 : 1)) {
      return Promise.reject(new SvgCheckFailed('busy', `${this.queue.length} SVG documents are already waiting for their check`));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, source, resolve, reject });
      this.next();
    });
  }

  /** A document is being checked now. */
  get checking(): boolean {
    return this.running !== undefined;
  }

  /** The documents accepted and not yet answered: the one being checked and those waiting. */
  get pending(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  /** Stops the worker (tests; a process that ends does not wait for it anyway). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    await worker?.terminate();
  }

  private next(): void {
    if (this.running || this.queue.length === 0) return;
    const worker = this.ensureWorker();
    if (!this.ready) return;
    const job = this.queue.shift();
    if (!job) return;
    const timer = setTimeout(() => {
      this.fail(new SvgCheckFailed('time', `the SVG check took over ${this.limits.timeLimitMs} ms`));
    }, this.limits.timeLimitMs);
    this.running = { ...job, timer };
    worker.postMessage({ id: job.id, ...job.source });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const require = createRequire(import.meta.url);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dompurify: require.resolve('dompurify'), jsdom: require.resolve('jsdom') },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
    });
    // An idle checker never keeps the process alive.
    worker.unref();
    worker.on('message', (answer: { ready?: true; id?: number; removals?: string[]; error?: string }) => {
      if (answer.ready) {
        if (this.worker === worker) this.ready = true;
        this.next();
        return;
      }
      const job = this.running;
      if (!job || job.id !== answer.id) return;
      this.settle();
      if (answer.error !== undefined) job.reject(new SvgCheckFailed('crashed', `the SVG check failed: ${answer.error}`));
      else job.resolve(answer.removals ?? []);
      this.next();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(new SvgCheckFailed(memory ? 'memory' : 'crashed', memory ? `the SVG check needed over ${this.limits.maxHeapMb} MB` : `the SVG checker failed: ${error.message}`));
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.fail(new SvgCheckFailed('crashed', 'the SVG checker stopped'));
    });
    this.worker = worker;
    this.ready = false;
    return worker;
  }

  /** The running job gets no verdict: the worker is replaced (a stuck parse cannot be interrupted otherwise). */
  private fail(error: SvgCheckFailed): void {
    const job = this.running;
    const worker = this.worker;
    const loaded = this.ready;
    this.worker = undefined;
    this.ready = false;
    void worker?.terminate();
    if (job) {
      this.settle();
      job.reject(error);
    }
    // A checker that cannot even load would fail the same way again: the waiting documents get no verdict.
    if (!loaded) for (const waiting of this.queue.splice(0)) waiting.reject(error);
    this.next();
  }

  private settle(): void {
    if (this.running) clearTimeout(this.running.timer);
    this.running = undefined;
  }
}

/** The process's checker: one worker, started with the first SVG. */
export const svgSanitiser = new SvgSanitiser();
