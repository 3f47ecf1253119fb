import { Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { contentCatalogue } from '../i18n/catalogue';
import type { SupportContact } from '../rules/supportContacts';
import * as styles from './SupportContacts.css';

/** The support page's ways to reach us, as links that open the mail app or the dialler. */
export function SupportContacts({ contacts }: { contacts: readonly SupportContact[] }) {
  const t = useT(contentCatalogue);
  if (contacts.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="support-contacts">
      <Stack space="medium">
        <h2 id="support-contacts" className={styles.heading}>
          {t('support.heading')}
        </h2>
        <Inline as="ul" space="small">
          {contacts.map((contact) => (
            <li key={contact.href}>
              <a className={styles.contact} href={contact.href}>
                <span className={styles.kind}>{contact.kind === 'email' ? t('support.email') : t('support.call')}</span> {contact.label}
              </a>
            </li>
          ))}
        </Inline>
      </Stack>
    </section>
  );
}
