import { Button, Inline } from '@rewards/design-system';

/** The buttons under a prompt a member may put off: Not now, and Save (Saving… while it runs). */
export function StepActions({ onDismiss, saving }: { onDismiss: () => void; saving: boolean }) {
  return (
    <Inline space="medium" align="end" alignY="center">
      <Button variant="ghost" onClick={onDismiss} disabled={saving}>
        Not now
      </Button>
      <Button type="submit" busy={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
    </Inline>
  );
}
