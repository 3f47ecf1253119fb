// The student offer's popup, hosted by the shell (a chunk of its own: most visits never open it).
// OverlayHost mounts this from the first opening of `student_offer_modal` on.
import { lazy, Suspense } from 'react';

// The feature's component, loaded when first shown (the lib is lazy-loaded everywhere in the shell).
const StudentOfferOverlay = lazy(() => import('@rewards/student-offer').then((module) => ({ default: module.StudentOfferOverlay })));

export default function StudentOverlays() {
  return (
    <Suspense fallback={null}>
      <StudentOfferOverlay />
    </Suspense>
  );
}
