// The PDF preview's rules, apart from pdf.js (which only runs in a browser): how many pages are drawn,
// at what size, and what a reviewer is told when the document cannot be shown.
import type { Translate } from '@rewards/i18n';

/** Pages drawn in the console; past this a reviewer downloads the document. */
export const MAX_PREVIEW_PAGES = 20;

/** Device pixels per CSS pixel at most: sharp on a phone or a retina screen, without huge canvases. */
export const MAX_PIXEL_RATIO = 2;

export const pagesToRender = (total: number) => Math.min(Math.max(0, total), MAX_PREVIEW_PAGES);

/**
 * The scale at which a page (its width at scale 1, in PDF points) is drawn to fill the container's
 * width (CSS pixels) on a screen of this pixel ratio.
 */
export function renderScale(pageWidth: number, containerWidth: number, pixelRatio: number): number {
  if (pageWidth <= 0 || containerWidth <= 0) return 0;
  const ratio = Math.min(Math.max(pixelRatio || 1, 1), MAX_PIXEL_RATIO);
  return (containerWidth / pageWidth) * ratio;
}

/**
 * Which document a URL is: the console re-signs the URL every few minutes (a new `expires` and
 * `signature`), and a drawn document is not fetched again for that.
 */
export const documentKeyOf = (url: string) => (url.startsWith('data:') ? url : url.split('?', 1)[0] ?? url);

/** Why the preview failed: the document's answer (HTTP status and its userMessage), or pdf.js's error. */
export type PreviewFailure = { kind: 'answer'; status: number; userMessage: string | null } | { kind: 'network' } | { kind: 'pdf'; name: string };

/** What the reviewer is told, in the page's language (`t`, the student requests section's catalogue); the document's own answer as it came. */
export function previewFailureMessage(t: Translate, failure: PreviewFailure): string {
  switch (failure.kind) {
    case 'answer':
      return failure.userMessage ?? t('students.preview.answered', { status: String(failure.status) });
    case 'network':
      return t('students.preview.network');
    case 'pdf':
      if (failure.name === 'PasswordException') return t('students.preview.password');
      if (failure.name === 'InvalidPDFException') return t('students.preview.invalid');
      return t('students.preview.failed');
  }
}
