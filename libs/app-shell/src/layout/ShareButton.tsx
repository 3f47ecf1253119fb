import { IconButton } from '@rewards/design-system';
import { useEffect, useState } from 'react';
import * as styles from './Header.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

const SHARE_ICON = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
      fill="currentColor"
    />
  </svg>
);

/** How long 'Link copied' stays (spec §9 toast auto-close). */
const NOTICE_MS = 5000;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares the page (title and URL) with the system share sheet; where there is none, copies the
 * link and says so.
 */
export function ShareButton() {
  const t = useT(shellCatalogue);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const share = async () => {
    const data = { title: document.title, url: window.location.href };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to do.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(data.url);
      setNotice(t('share.copied'));
    } catch {
      setNotice(t('share.copyThis', { url: data.url }));
    }
  };

  return (
    <>
      <IconButton label={t('share.label')} icon={SHARE_ICON} onClick={() => void share()} />
      <p role="status" className={notice ? styles.notice : styles.visuallyHidden}>
        {notice}
      </p>
    </>
  );
}
