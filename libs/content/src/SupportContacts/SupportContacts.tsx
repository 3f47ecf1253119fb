import { Inline, Stack } from '@rewards/design-system';
import type { SupportContact } from '../rules/supportContacts';
import * as styles from './SupportContacts.css';

const kindLabel: Record<SupportContact['kind'], string> = { email: 'E-mail', phone: 'Call' };

/** The support page's ways to reach us, as links that open the mail app or the dialler. */
export function SupportContacts({ contacts }: { contacts: readonly SupportContact[] }) {
  if (contacts.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="support-contacts">
      <Stack space="medium">
        <h2 id="support-contacts" className={styles.heading}>
          Reach us directly
        </h2>
        <Inline as="ul" space="small">
          {contacts.map((contact) => (
            <li key={contact.href}>
              <a className={styles.contact} href={contact.href}>
                <span className={styles.kind}>{kindLabel[contact.kind]}</span> {contact.label}
              </a>
            </li>
          ))}
        </Inline>
      </Stack>
    </section>
  );
}
