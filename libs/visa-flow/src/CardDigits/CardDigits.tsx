import { Button, IconButton, Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, useRef, type ChangeEvent, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { backspaceDigit, CARD_BIN_LENGTH, fillDigits, isCompleteBin, moveFocus, normaliseDigits, type DigitsEdit } from '../rules/cardDigits';
import { visaFlowCatalogue } from '../i18n/catalogue';
import * as styles from './CardDigits.css';

export interface CardDigitsProps {
  /** The six fields, '' where empty. */
  digits: readonly string[];
  onDigitsChange: (digits: string[]) => void;
  /** Continue (shown once all six are filled), or Enter in a field then. */
  onContinue: () => void;
  /** The card was refused: the server's message in red under the digits, with the error icon. */
  error?: string | undefined;
  /** The error icon: the caller empties the six fields; focus goes to the first. */
  onClear: () => void;
  /** The check is under way: the fields are read-only and Continue waits. */
  pending?: boolean;
}

const ERROR_ICON = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 6.5v7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <circle cx="12" cy="17" r="1.3" fill="currentColor" />
  </svg>
);

/**
 * The first 6 digits of the card (spec "Card-linked (Visa) offer flow"): six numeric fields that
 * move forward as the member types, take a pasted number's digits from the focused field on,
 * go back on Backspace in an empty field, and follow ArrowLeft / ArrowRight. Continue appears once
 * all six are filled. A refused card shows the message in red with an icon that clears the digits.
 */
export function CardDigits({ digits: given, onDigitsChange, onContinue, error, onClear, pending = false }: CardDigitsProps) {
  const t = useT(visaFlowCatalogue);
  const digits = normaliseDigits(given);
  const complete = isCompleteBin(digits);
  const promptId = useId();
  const noteId = useId();
  const errorId = useId();
  const fields = useRef<(HTMLInputElement | null)[]>([]);

  const focusField = (index: number) => {
    const field = fields.current[index];
    field?.focus();
    field?.select();
  };
  const apply = (edit: DigitsEdit) => {
    onDigitsChange(edit.digits);
    focusField(edit.focus);
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (pending || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      // Typing replaces the field's digit and moves on, whatever the caret's place.
      event.preventDefault();
      apply(fillDigits(digits, index, event.key));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceDigit(digits, index));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      apply({ digits: digits.map((digit, at) => (at === index ? '' : digit)), focus: index });
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusField(moveFocus(index, event.key));
    } else if (event.key.length === 1) {
      // Letters and signs never enter a numeric field.
      event.preventDefault();
    }
  };

  // Phones' keyboards (and autofill) change the value without a usable key: read what arrived.
  const change = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (pending) return;
    const typed = event.target.value.replace(/\D/g, '');
    if (typed === '') {
      apply({ digits: digits.map((digit, at) => (at === index ? '' : digit)), focus: index });
      return;
    }
    const current = digits[index] ?? '';
    // A digit typed beside the one already there: keep the new one (the caret tells which it is).
    const fresh = current !== '' && typed.length === 2 ? (event.target.selectionStart === 1 ? typed.charAt(0) : typed.charAt(1)) : typed;
    apply(fillDigits(digits, index, fresh));
  };

  const paste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (pending) return;
    const edit = fillDigits(digits, index, event.clipboardData.getData('text'));
    apply(edit);
  };

  const clear = () => {
    onClear();
    focusField(0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !pending) onContinue();
  };

  const describedBy = [noteId, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium">
        <p id={promptId} className={styles.prompt}>
          {t('cardDigits.prompt')}
        </p>
        <fieldset className={styles.fields} aria-label={t('cardDigits.group')} aria-describedby={`${promptId} ${describedBy}`}>
          {digits.map((digit, index) => (
            <input
              // The fields never reorder: their position is their identity.
              key={index}
              ref={(element) => {
                fields.current[index] = element;
              }}
              className={styles.field}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              aria-label={t('cardDigits.digit', { position: index + 1, count: CARD_BIN_LENGTH })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              readOnly={pending}
              value={digit}
              onKeyDown={keyDown(index)}
              onChange={change(index)}
              onPaste={paste(index)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </fieldset>
        {error ? (
          <div className={styles.error}>
            <Inline space="xsmall" alignY="center" wrap={false}>
              <IconButton label={t('cardDigits.clear')} icon={ERROR_ICON} onClick={clear} />
              <p id={errorId} className={styles.errorText} role="alert">
                {error}
              </p>
            </Inline>
          </div>
        ) : null}
        <p id={noteId} className={styles.note}>
          {t('cardDigits.note')}
        </p>
        {complete ? (
          // Busy while the card is checked: it keeps focus until the next step takes it (issue 33).
          <Button type="submit" size="large" fullWidth busy={pending}>
            {t('cardDigits.continue')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
