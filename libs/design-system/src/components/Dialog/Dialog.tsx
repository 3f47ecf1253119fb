import * as RadixDialog from '@radix-ui/react-dialog';
import { useT } from '@rewards/i18n';
import { useRef, type ReactNode } from 'react';
import { designSystemCatalogue } from '../../i18n/catalogue';
import { iconButton } from '../IconButton/IconButton.css';
import * as styles from './Dialog.css';
import type { DialogSize } from './Dialog.css';

export interface DialogProps {
  /** Controlled: the caller owns whether the dialog is open. */
  open: boolean;
  /** Called with `false` when the member closes it (close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Required: the dialog's accessible name and its visible heading. */
  title: string;
  /** A line under the title; it becomes the dialog's accessible description. */
  description?: string;
  /**
   * `false` hides the close button and ignores Escape and clicks outside: the dialog closes only
   * when the caller sets `open` to false (a step the member must finish).
   */
  dismissable?: boolean;
  /** Width of the centred modal from 1024 px; below that the dialog is a full-width bottom sheet. */
  size?: DialogSize;
  /**
   * Where focus goes on close: back to the control that opened it (default), or, false, to the page's
   * main region (the dialog closed because the member went on to another page from it).
   */
  returnFocus?: boolean;
  children: ReactNode;
}

/**
 * The control outside any dialog that opened the latest dialog. A dialog opened while another one
 * closes (a chain of sheets: a prompt after a result, the login popup after a sign-in button in a
 * sheet) or opened by code finds focus on the body or on a control of a sheet that is going away;
 * when it closes, focus goes back to this control instead of falling to the body (issue 33).
 */
let chainOpener: HTMLElement | null = null;

function usable(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element !== document.body && element.isConnected && !element.closest('[inert], [aria-hidden="true"]');
}

/** Where focus goes when a dialog closes: its own opener, the chain's opener, else the page's main region. */
function focusAfterClose(opener: HTMLElement | null, returnFocus: boolean) {
  const target = (returnFocus ? [opener, chainOpener].find(usable) : undefined) ?? document.getElementById('main');
  target?.focus();
}

/**
 * A modal dialog: a bottom sheet on phones and tablets, a centred modal from 1024 px. Focus moves
 * into it on open, stays inside while it is open and returns to where it was on close; the page
 * behind cannot scroll and is hidden from assistive technology (Radix Dialog).
 */
export function Dialog({ open, onOpenChange, title, description, dismissable = true, size, returnFocus = true, children }: DialogProps) {
  const t = useT(designSystemCatalogue);
  // Radix returns focus only to its own Trigger; a controlled dialog opened by any control (or
  // by code) gives focus back to whatever had it when the dialog opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const block = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
          onOpenAutoFocus={() => {
            const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            returnFocusTo.current = active;
            if (active && !active.closest('[role="dialog"], [role="alertdialog"]')) chainOpener = active;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Another dialog opened as this one closed: focus is already in it.
            if (document.activeElement instanceof HTMLElement && document.activeElement.closest('[role="dialog"], [role="alertdialog"]')) return;
            focusAfterClose(returnFocusTo.current, returnFocus);
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          </div>
          <div className={styles.body}>{children}</div>
          {dismissable ? (
            <RadixDialog.Close className={`${iconButton({ tone: 'text' })} ${styles.close}`} aria-label={t('dialog.close')}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
