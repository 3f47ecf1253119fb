import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session';
import { profileCompletionStep, type ProfileStep } from '../rules/profileCompletion';
import { useProfilePromptsHeld } from '../profilePromptHold';
import { useDismissedPrompts, type PromptStorage } from './dismissedPrompts';

export interface ProfileCompletionHostProps {
  /** The app-download prompt applies on this visit: it takes precedence, so no profile prompt opens. */
  appDownloadPromptApplies?: boolean;
  /** Where dismissed prompts are remembered; localStorage unless given. */
  storage?: PromptStorage;
  /**
   * The page a navigation under way is going to (the data router's pending location): the prompts
   * judge that page, so a login that goes on to /payment never opens one over the page it leaves.
   */
  pendingPathname?: string | undefined;
}

/** The modal types of spec §2 these prompts stand for. */
export const PROFILE_PROMPT_MODALS = {
  name: 'capture_name_pop_up',
  city: 'city_selection_pop_up',
  gender: 'gender_selection_pop_up',
} as const satisfies Record<ProfileStep, string>;

// Most page views need no prompt, so the dialogs (and the city list) load only when one does.
const ProfileCompletionDialog = lazy(() => import('./ProfileCompletionDialog').then((module) => ({ default: module.ProfileCompletionDialog })));

/**
 * Post-login profile completion (spec §4). Mounted once by the shell inside the router: while a
 * member is logged in and a prompt is due, it loads and shows the prompts.
 */
export function ProfileCompletionHost(props: ProfileCompletionHostProps) {
  const [dismissed] = useDismissedPrompts(props.storage);
  const step = useProfilePromptStep(props, dismissed);
  // Once loaded the dialog stays mounted: it owns the opening and closing from then on.
  const [needed, setNeeded] = useState(false);
  if (step !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCompletionDialog {...props} />
    </Suspense>
  );
}

/**
 * The prompt due now, or null: for the logged-in member, on the page they are on or going to, unless
 * the app-download prompt applies, something on the page holds them back (the Edit-profile form, a
 * co-brand claim's outcome), or they closed it lately.
 */
export function useProfilePromptStep({ appDownloadPromptApplies = false, pendingPathname }: ProfileCompletionHostProps, dismissed: readonly ProfileStep[]): ProfileStep | null {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const held = useProfilePromptsHeld();
  if (held) return null;
  return profileCompletionStep(status === 'loggedIn' ? user : undefined, pendingPathname ?? pathname, { appDownloadPromptApplies, dismissed });
}
