/// <reference types="vite/client" />
// A member's PDF, drawn by pdf.js onto canvases in the console's own page (lazy-loaded: its own chunk).
// Chromium draws nothing for a PDF in a sandboxed frame, and the document's answer keeps its
// `sandbox` policy for anyone opening it directly; so the console fetches the bytes (same origin, the
// staff cookie) and pdf.js parses them in its worker, loaded from the console's origin. Nothing in the
// document runs: pdf.js 6 has no eval path at all, XFA forms are off, no annotation or scripting layer
// is mounted (only the page's appearance is painted), and links in the document are not clickable.
import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import jbig2WasmUrl from 'pdfjs-dist/wasm/jbig2.wasm?url';
import openjpegWasmUrl from 'pdfjs-dist/wasm/openjpeg.wasm?url';
import { useLocale, useT } from '@rewards/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { acceptLanguage } from '../shell/locale';
import { studentsCatalogue } from './i18n/catalogue';
import { MAX_PREVIEW_PAGES, documentKeyOf, pagesToRender, previewFailureMessage, renderScale, type PreviewFailure } from './pdfPreview';
import * as styles from './students.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The image decoders scanned documents need (JPEG 2000, JBIG2), as the build's own hashed assets. */
const WASM_FILES: Readonly<Record<string, string>> = { 'openjpeg.wasm': openjpegWasmUrl, 'jbig2.wasm': jbig2WasmUrl };

/** pdf.js asks its host for binary data by file name; the console has only the decoders above. */
class ConsoleBinaryData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = kind === 'wasmUrl' ? WASM_FILES[filename] : undefined;
    if (!url) throw new Error(`The console does not serve pdf.js's ${kind} ${filename}`);
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

class PreviewError extends Error {
  constructor(readonly failure: PreviewFailure) {
    super(failure.kind);
  }
}

async function fetchDocument(url: string, language: string, signal: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    // in the console's language, so a refusal's words come in it
    response = await fetch(url, { credentials: 'same-origin', headers: { 'Accept-Language': language }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PreviewError({ kind: 'network' });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const userMessage = typeof body === 'object' && body !== null && typeof (body as { userMessage?: unknown }).userMessage === 'string' ? (body as { userMessage: string }).userMessage : null;
    throw new PreviewError({ kind: 'answer', status: response.status, userMessage });
  }
  return new Uint8Array(await response.arrayBuffer());
}

type Loaded = { state: 'loading' } | { state: 'ready'; pdf: PDFDocumentProxy } | { state: 'failed'; failure: PreviewFailure };

const LOADING: Loaded = { state: 'loading' };

export interface PdfViewerProps {
  /** The document's signed URL (the console's origin). */
  url: string;
  /** Its file name, for the caption. */
  name: string;
}

export default function PdfViewer({ url, name }: PdfViewerProps) {
  // A drawn document stays drawn when the console re-signs its URL; a failed one is tried again with
  // the new URL (an expired link is the usual failure). Each outcome is kept with the URL it loaded.
  const documentKey = documentKeyOf(url);
  const [outcome, setOutcome] = useState<{ documentKey: string; url: string; loaded: Loaded } | null>(null);
  const loadUrl = outcome?.documentKey === documentKey && outcome.loaded.state === 'ready' ? outcome.url : url;
  const loaded = outcome?.documentKey === documentKey && outcome.url === loadUrl ? outcome.loaded : LOADING;
  const captionId = useId();
  const t = useT(studentsCatalogue);
  const language = acceptLanguage(useLocale());

  useEffect(() => {
    const abort = new AbortController();
    let task: PDFDocumentLoadingTask | null = null;
    fetchDocument(loadUrl, language, abort.signal)
      .then((data) => {
        if (abort.signal.aborted) return null;
        task = getDocument({ data, enableXfa: false, useWorkerFetch: false, BinaryDataFactory: ConsoleBinaryData, stopAtErrors: false });
        return task.promise;
      })
      .then((pdf) => {
        if (pdf && !abort.signal.aborted) setOutcome({ documentKey, url: loadUrl, loaded: { state: 'ready', pdf } });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const failure = error instanceof PreviewError ? error.failure : { kind: 'pdf' as const, name: error instanceof Error ? error.name : 'Error' };
        setOutcome({ documentKey, url: loadUrl, loaded: { state: 'failed', failure } });
      });
    return () => {
      abort.abort();
      void task?.destroy();
    };
  }, [documentKey, loadUrl, language]);

  if (loaded.state === 'loading') return <p role="status">{t('students.preview.loading')}</p>;
  if (loaded.state === 'failed') {
    return (
      <p role="alert" className={styles.alert}>
        {previewFailureMessage(t, loaded.failure)}
      </p>
    );
  }
  const total = loaded.pdf.numPages;
  const drawn = pagesToRender(total);
  return (
    <figure className={styles.pdf} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.muted}>
        {t('students.preview.caption', { name, total })}
      </figcaption>
      <Pages pdf={loaded.pdf} drawn={drawn} total={total} />
      {total > drawn ? (
        <p className={styles.muted}>{t('students.preview.firstPages', { shown: MAX_PREVIEW_PAGES, total })}</p>
      ) : null}
    </figure>
  );
}

/** The pages, each drawn at the list's width (again when it changes). */
function Pages({ pdf, drawn, total }: { pdf: PDFDocumentProxy; drawn: number; total: number }) {
  const listRef = useRef<HTMLOListElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    setWidth(Math.floor(list.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <ol ref={listRef} className={styles.pdfPages}>
      {Array.from({ length: drawn }, (_, index) => (
        <li key={index + 1}>
          <Page pdf={pdf} number={index + 1} total={total} width={width} />
        </li>
      ))}
    </ol>
  );
}

function Page({ pdf, number, total, width }: { pdf: PDFDocumentProxy; number: number; total: number; width: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** The last render, settled before the next one starts (pdf.js refuses two renders on one canvas). */
  const previous = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const t = useT(studentsCatalogue);

  useEffect(() => {
    if (width <= 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const run = previous.current
      .catch(() => undefined)
      .then(async () => {
        if (cancelled) return;
        const page = await pdf.getPage(number);
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const viewport = page.getViewport({ scale: renderScale(page.getViewport({ scale: 1 }).width, width, window.devicePixelRatio) });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        await task.promise;
        if (!cancelled) setState('drawn');
      })
      .catch((error: unknown) => {
        if (!cancelled && !(error instanceof Error && error.name === 'RenderingCancelledException')) setState('failed');
      });
    previous.current = run;
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number, width]);

  return (
    <>
      <canvas ref={canvasRef} role="img" aria-label={t('students.preview.page', { number, total })} className={styles.pdfPage} aria-busy={state === 'drawing' ? true : undefined} />
      {state === 'failed' ? <p className={styles.muted}>{t('students.preview.pageFailed', { number })}</p> : null}
    </>
  );
}
