// A page's way back (to its list, search or queue): a link in its own paragraph.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './page.css';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className={styles.link}>
        {children}
      </Link>
    </p>
  );
}
