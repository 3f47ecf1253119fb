import { useQueries } from '@rewards/api-client';
import { Dialog } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { useQuery } from '@tanstack/react-query';
import { useOpenOverlay, useOverlayStore } from '@rewards/platform';
import { useEffect, useRef, useState } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { useSession } from '../../session';
import type { ProfileStep } from '../rules/profileCompletion';
import { CityStep } from './CityStep';
import { useDismissedPrompts } from './dismissedPrompts';
import { GenderStep } from './GenderStep';
import { NameStep } from './NameStep';
import { PROFILE_PROMPT_MODALS, useProfilePromptStep, type ProfileCompletionHostProps } from './ProfileCompletionHost';

/** The overlay-store key that tells the prompt's `city_selection_pop_up` from the header's. */
const OVERLAY_KEY = 'profile';
/**
 * A prompt opens once it has been due this long: a login's session lands a moment before the page
 * it goes on to (a lazy route loading), and a prompt judged on the page being left would flash.
 */
export const PROMPT_SETTLE_MS = 400;

/** Each prompt's question and why it is asked. */
function copyOf(t: Translate, step: ProfileStep): { title: string; description: string } {
  switch (step) {
    case 'name':
      return { title: t('prompt.name.title'), description: t('prompt.name.description') };
    case 'city':
      return { title: t('prompt.city.title'), description: t('prompt.city.description') };
    case 'gender':
      return { title: t('prompt.gender.title'), description: t('prompt.gender.description') };
  }
}

/**
 * The prompts themselves (loaded only once a member needs one): one at a time, in order name,
 * city, gender, moving on as each answer is saved into the session. The name prompt cannot be
 * closed; a closed city or gender prompt stays closed for the rest of the visit.
 */
export function ProfileCompletionDialog(props: ProfileCompletionHostProps) {
  const { user } = useSession();
  const t = useT(authCatalogue);
  const [dismissed, dismiss] = useDismissedPrompts(props.storage);
  const step = useProfilePromptStep(props, dismissed);

  // While the dialog animates out, it keeps showing the step it was closing on.
  const [lastStep, setLastStep] = useState<ProfileStep | null>(step);
  if (step !== null && step !== lastStep) setLastStep(step);
  const shown = step ?? lastStep;

  // Saving one step swaps the dialog's content, which takes the focused control away: the next
  // step's first control gets focus, or the dialog itself while that step still loads (the city
  // list; CityStep moves focus to its field when the list arrives). (On first opening the dialog
  // itself places focus.)
  const body = useRef<HTMLDivElement>(null);
  const previous = useRef(shown);
  useEffect(() => {
    if (previous.current && shown && previous.current !== shown) {
      const target = body.current?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)') ?? body.current?.closest<HTMLElement>('[role="dialog"]');
      target?.focus();
    }
    previous.current = shown;
  }, [shown]);

  // One overlay at a time (the shell's overlay store): the prompt is its step's overlay
  // (capture_name_pop_up, city_selection_pop_up, gender_selection_pop_up). Another overlay opening
  // puts it aside without dismissing it; it comes back once nothing else is open.
  const store = useOverlayStore();
  const current = useOpenOverlay();
  // The city list loads while the name step is answered, or before the city prompt first opens: a
  // sheet that grew from 'Loading cities…' to the list moved its top edge up the screen as it entered
  // (a layout shift of 0.27 on a phone).
  const queries = useQueries();
  const cities = useQuery({ ...queries.user.cities(), enabled: step === 'name' || step === 'city' });
  const ready = step !== 'city' || !cities.isPending;
  const overlayType = step ? PROFILE_PROMPT_MODALS[step] : null;
  const free = current === null || current.key === OVERLAY_KEY;
  // Ours on screen: the next step replaces it at once; nothing on screen: it waits to settle.
  const shownType = current?.key === OVERLAY_KEY ? current.type : null;
  useEffect(() => {
    if (!overlayType || !free || shownType === overlayType) return;
    if (shownType) {
      store.open(overlayType, { key: OVERLAY_KEY });
      return;
    }
    if (!ready) return;
    const timer = setTimeout(() => store.open(overlayType, { key: OVERLAY_KEY }), PROMPT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [overlayType, free, shownType, store, ready]);
  useEffect(() => {
    if (!overlayType) store.close(undefined, OVERLAY_KEY);
  }, [overlayType, store]);
  useEffect(() => () => store.close(undefined, OVERLAY_KEY), [store]);
  // Ours on screen stays open while the store moves on to the next step (the effect above), so a
  // step saved never closes and reopens the dialog, which took focus with it (issue 33).
  const isOpen = overlayType !== null && current?.key === OVERLAY_KEY;

  if (!shown || !user) return null;

  const close = () => {
    if (step) dismiss(step);
  };
  const copy = copyOf(t, shown);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={copy.title}
      description={copy.description}
      dismissable={shown !== 'name'}
      size="small"
    >
      <div ref={body}>
        {shown === 'name' && <NameStep user={user} />}
        {shown === 'city' && <CityStep onDismiss={close} />}
        {shown === 'gender' && <GenderStep onDismiss={close} />}
      </div>
    </Dialog>
  );
}
