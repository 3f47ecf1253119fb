import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_SIMULATION_MS, uploadPercent } from '../rules/studentForm';

/** How often the percentage moves. */
const TICK_MS = 100;

export type DocumentUpload = { phase: 'none' } | { phase: 'uploading'; file: File; percent: number } | { phase: 'chosen'; file: File };

/**
 * The chosen document's 'Uploading ... NN%' step (spec §4): the file counts as chosen only after
 * `durationMs`. Nothing is sent meanwhile: the document goes with the form, in one request, so a
 * member who never submits leaves nothing on the server. The clock is `Date.now()`, so a slow tab
 * that skips ticks still finishes on time.
 */
export function useSimulatedUpload(durationMs: number = UPLOAD_SIMULATION_MS) {
  const [upload, setUpload] = useState<DocumentUpload>({ phase: 'none' });
  const startedAt = useRef(0);

  useEffect(() => {
    if (upload.phase !== 'uploading') return undefined;
    const timer = setInterval(() => {
      const percent = uploadPercent(Date.now() - startedAt.current, durationMs);
      setUpload((current) => {
        if (current.phase !== 'uploading') return current;
        return percent >= 100 ? { phase: 'chosen', file: current.file } : { ...current, percent };
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [upload.phase, durationMs]);

  const start = useCallback((file: File) => {
    startedAt.current = Date.now();
    setUpload({ phase: 'uploading', file, percent: 0 });
  }, []);
  const remove = useCallback(() => setUpload({ phase: 'none' }), []);

  return { upload, start, remove };
}
