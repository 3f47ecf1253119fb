// The savings prompts waiting to be shown: a code handed out with savings notes its offer here (the
// generation's success handler), and the offer page's SavingsPrompt shows the note once the coupon
// drawer has closed. A small store of its own, outside the overlay store (which holds only the open
// overlay), so the note waits while the drawer shows the code.
import { SAVINGS_THRESHOLD } from '@rewards/api-contract';

/** What a prompt tells: the offer's new codes and what they save together. */
export interface SavingsNote {
  offerName: string;
  couponCodes: string[];
  /** Rupees the codes save. */
  savings: number;
}

export interface SavingsPromptStore {
  /**
   * Notes a code the member was just handed. Codes saving less than the spec's savings threshold
   * (₹50) ask for no prompt; a second code before the prompt shows adds to the same note.
   */
  noteCode(offerName: string, couponCode: string | null | undefined, savings: number): void;
  pending(offerName: string): SavingsNote | undefined;
  /** Removes and answers the offer's note (each code's savings are told once). */
  take(offerName: string): SavingsNote | undefined;
  forget(offerName: string): void;
  subscribe(listener: () => void): () => void;
}

export function createSavingsPromptStore(): SavingsPromptStore {
  const notes = new Map<string, SavingsNote>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    noteCode(offerName, couponCode, savings) {
      if (!couponCode || savings < SAVINGS_THRESHOLD) return;
      const held = notes.get(offerName);
      if (held?.couponCodes.includes(couponCode)) return;
      notes.set(offerName, { offerName, couponCodes: [...(held?.couponCodes ?? []), couponCode], savings: (held?.savings ?? 0) + savings });
      emit();
    },
    pending: (offerName) => notes.get(offerName),
    take(offerName) {
      const note = notes.get(offerName);
      if (note) {
        notes.delete(offerName);
        emit();
      }
      return note;
    },
    forget(offerName) {
      if (notes.delete(offerName)) emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's store: generations write to it only in the browser, after a member's click. */
export const savingsPrompts = createSavingsPromptStore();
