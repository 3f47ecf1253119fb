import * as RadixDialog from '@radix-ui/react-dialog';
import { useT } from '@rewards/i18n';
import { useId, useRef, useState } from 'react';
import { designSystemCatalogue } from '../../i18n/catalogue';
import { iconButton } from '../IconButton/IconButton.css';
import { navigateOnPlainClick } from '../../utils/navigation';
import * as styles from './SideMenu.css';

/** A link in the menu or in one of its dropdowns. */
export interface SideMenuLink {
  label: string;
  href: string;
  /** Opens in a new tab (another site, or a page the app does not route itself). */
  external?: boolean;
  /** Picture shown before the label (decorative). */
  icon?: string | null;
}

/** A top-level entry: a link, or a dropdown heading with its own links. */
export interface SideMenuItem {
  label: string;
  /** Where the entry goes; ignored when it has `items` (it is then a dropdown). */
  href?: string | null;
  external?: boolean;
  icon?: string | null;
  items?: readonly SideMenuLink[];
}

/** The app promotion at the foot of the menu. */
export interface SideMenuDownload {
  title: string;
  text: string;
  ctaLabel: string;
  href: string;
  image?: string | null;
  /** Told when the download link is followed (analytics). */
  onFollow?: () => void;
}

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's accessible name ('Menu'). */
  title: string;
  /** The logo at the top, linking home. */
  brand: { name: string; logoSrc: string; href: string };
  items: readonly SideMenuItem[];
  download?: SideMenuDownload;
  /** Router navigation for plain clicks on the menu's own links; the menu closes after. */
  onNavigate?: (href: string) => void;
}

/**
 * The mobile side menu (spec §2): a drawer from the left, 283 px wide, over a scrim. It is a modal
 * dialog (Radix): focus moves in and stays inside, Escape or a click outside closes it, focus goes
 * back to where it was, and the page behind cannot scroll.
 */
export function SideMenu({ open, onOpenChange, title, brand, items, download, onNavigate }: SideMenuProps) {
  const t = useT(designSystemCatalogue);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const follow = onNavigate
    ? (href: string) => {
        onNavigate(href);
        onOpenChange(false);
      }
    : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
        >
          <RadixDialog.Title className={styles.visuallyHidden}>{title}</RadixDialog.Title>
          <div className={styles.top}>
            <a href={brand.href} className={styles.brand} onClick={(event) => navigateOnPlainClick(event, brand.href, follow)}>
              <img src={brand.logoSrc} alt="" width={32} height={32} />
              <span>{brand.name}</span>
            </a>
            <RadixDialog.Close className={iconButton({ tone: 'text' })} aria-label={t('sideMenu.close', { title: title.toLowerCase() })}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          <nav aria-label={title}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.label}>
                  {item.items && item.items.length > 0 ? (
                    <Dropdown item={item} links={item.items} onNavigate={follow} />
                  ) : item.href ? (
                    <MenuLink link={{ label: item.label, href: item.href, external: item.external, icon: item.icon }} className={styles.item} onNavigate={follow} />
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {download && (
            <section className={styles.download} aria-label={download.title}>
              {download.image && <img src={download.image} alt="" className={styles.downloadImage} />}
              <p className={styles.downloadTitle}>{download.title}</p>
              <p className={styles.downloadText}>{download.text}</p>
              <a href={download.href} target="_blank" rel="noopener noreferrer" className={styles.downloadCta} onClick={download.onFollow}>
                {download.ctaLabel}
              </a>
            </section>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function MenuLink({ link, className, onNavigate }: { link: SideMenuLink; className: string; onNavigate: ((href: string) => void) | undefined }) {
  const target = link.external ? '_blank' : undefined;
  return (
    <a
      href={link.href}
      className={className}
      target={target}
      rel={link.external ? 'noopener noreferrer' : undefined}
      onClick={(event) => navigateOnPlainClick(event, link.href, link.external ? undefined : onNavigate, target)}
    >
      {link.icon && <img src={link.icon} alt="" className={styles.icon} />}
      <span>{link.label}</span>
    </a>
  );
}

/** A disclosure: the heading button shows or hides its links. */
function Dropdown({ item, links, onNavigate }: { item: SideMenuItem; links: readonly SideMenuLink[]; onNavigate: ((href: string) => void) | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <>
      <button type="button" className={styles.item} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
        {item.icon && <img src={item.icon} alt="" className={styles.icon} />}
        <span>{item.label}</span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        {links.map((link) => (
          <li key={`${link.label}|${link.href}`}>
            <MenuLink link={link} className={styles.subItem} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}
