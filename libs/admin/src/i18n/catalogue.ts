import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/**
 * The operator console's own messages: the shell (sign-in, frame, navigation, the shell's pages,
 * staff errors), the sections' names and the words the sections share (ui/). It ships in the
 * console's entry; each section has a catalogue of its own in its folder (`members/i18n`, …),
 * loaded with the section's lazy chunk.
 */
export const adminCatalogue = defineCatalogue('admin', messages, { hi: () => import('./compiled/hi') });
