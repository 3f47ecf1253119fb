import { Inline } from '@rewards/design-system';
import { useEffect, useState, type MouseEvent } from 'react';
import { activeSection, HOME_SECTIONS } from './headerRules';
import * as styles from './Header.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

const ids = HOME_SECTIONS.map((section) => section.id);

/**
 * Watches the home sections (they arrive with the lazily loaded home page, so it waits for them)
 * and reports the one in view: a band across the upper middle of the screen decides.
 */
function useSectionInView(): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const inView = new Set<string>();
    const observed = new Set<Element>();
    const intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id);
          else inView.delete(entry.target.id);
        }
        setActive((previous) => activeSection(ids, inView, previous));
      },
      { rootMargin: '-25% 0px -60% 0px' },
    );
    const observeAll = () => {
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && !observed.has(element)) {
          intersection.observe(element);
          observed.add(element);
        }
      }
      return observed.size === ids.length;
    };
    let mutations: MutationObserver | undefined;
    if (!observeAll() && typeof MutationObserver !== 'undefined') {
      mutations = new MutationObserver(() => {
        if (observeAll()) mutations?.disconnect();
      });
      mutations.observe(document.body, { childList: true, subtree: true });
    }
    return () => {
      intersection.disconnect();
      mutations?.disconnect();
    };
  }, []);
  return [active, setActive];
}

/** Scrolls a section to just under the sticky header and moves focus there, for keyboard users. */
function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const header = event.currentTarget.closest('header');
  const offset = header instanceof HTMLElement ? header.offsetHeight : 0;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The logged-out home's section tabs: Key Benefits, Curated experiences, Additional benefits. */
export function HomeSectionTabs() {
  const t = useT(shellCatalogue);
  const [active, setActive] = useSectionInView();
  return (
    <nav aria-label={t('homeSections.label')} className={styles.sectionNav}>
      <Inline as="ul" space="small" wrap={false}>
        {HOME_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={styles.sectionTab}
              aria-current={active === section.id ? 'location' : undefined}
              onClick={(event) => {
                goToSection(event, section.id);
                setActive(section.id);
              }}
            >
              {t(section.labelKey)}
            </a>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
