import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
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
  children: ReactNode;
}

/**
 * A modal dialog: a bottom sheet on phones and tablets, a centred modal from 1024 px. Focus moves
 * into it on open, stays inside while it is open and returns to where it was on close; the page
 * behind cannot scroll and is hidden from assistive technology (Radix Dialog).
 */
export function Dialog({ open, onOpenChange, title, description, dismissable = true, size, children }: DialogProps) {
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
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
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
            <RadixDialog.Close className={`${iconButton({ tone: 'text' })} ${styles.close}`} aria-label="Close">
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
