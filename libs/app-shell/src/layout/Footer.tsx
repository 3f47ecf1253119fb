import { useTrack } from '@rewards/analytics';
import type { FooterContent, LinkItem } from '@rewards/api-contract';
import { Columns, Inline, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import { categoryHref, footerSubtitle, supportHref, topBenefitHref, type SupportUser } from './footerLinks';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './Footer.css';
import { useClock } from '@rewards/clock';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

export interface FooterProps {
  /** The footer content from the layout API; undefined while it loads (or if it failed). */
  content: FooterContent | undefined;
  /** A visitor gets 'Join Now', which opens the sign-in popup. */
  onJoin?: () => void;
  /** The known user: support links carry their name, email and mobile. */
  user?: SupportUser;
  /** Internal links only to pages this site serves. */
  isServed?: (path: string) => boolean;
}

function pathOnly(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}

/** A site path through the router, anything native in a new tab. */
function FooterLink({ href, external, children }: { href: string; external: boolean; children: string }) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={styles.link}>
      {children}
    </Link>
  );
}

function LinkGroup({ id, heading, links, className }: { id: string; heading: string; links: { label: string; href: string; external: boolean }[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className={className ?? styles.group}>
      <h2 id={id} className={styles.groupHeading}>
        {heading}
      </h2>
      <Stack as="ul" space="xsmall">
        {links.map((link) => (
          <li key={`${link.label}|${link.href}`}>
            <FooterLink href={link.href} external={link.external}>
              {link.label}
            </FooterLink>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * The site footer (spec §2): logo and subtitle, Join Now for visitors, the support, categories and
 * legal groups, Top Benefits, app and social links, the SMS opt-out number and the copyright; under
 * the xmas theme (the layout content carries `festiveImage`) the festive base strip along its foot.
 */
export function Footer({ content, onJoin, user, isServed = () => true }: FooterProps) {
  const track = useTrack();
  const partner = usePartner();
  const t = useT(shellCatalogue);
  const year = new Date(useClock().now()).getFullYear();
  const served = (link: { href: string; external: boolean }) => link.external || isServed(pathOnly(link.href));
  const linkOf = (item: LinkItem) => ({ label: item.label, href: item.url, external: item.isNative });

  const support = (content?.support.subSections ?? []).map((item) => ({ ...linkOf(item), href: supportHref(item.url, user) })).filter(served);
  const legal = (content?.legal.subSections ?? []).map(linkOf).filter(served);
  // A retail-partner variant's footer carries none of the catalogue's SEO lists (spec §6).
  const seoLinks = partner.footer.seoLinks;
  const categories = (seoLinks ? (content?.categories ?? []) : []).map((category) => ({ label: category.displayName, ...categoryHref(category, partner.categoriesPath) })).filter(served);
  const topBenefits = (seoLinks ? (content?.topBenefitResponse ?? []) : [])
    .map((benefit) => ({ id: benefit.id, label: benefit.label, href: topBenefitHref(benefit.deeplink, partner.categoriesPath) }))
    .filter((benefit) => isServed(pathOnly(benefit.href)));

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Inline space="standard" align="spaceBetween" alignY="center">
          <Inline space="standard" alignY="center" wrap={false}>
            <img src={partner.iconHref} alt="" width={40} height={40} loading="lazy" />
            <div>
              <p className={styles.brandName}>{partner.brandName}</p>
              <p className={styles.subtitle}>{footerSubtitle(partner, content?.subTitle)}</p>
            </div>
          </Inline>
          {onJoin && (
            <button type="button" className={styles.joinButton} onClick={onJoin}>
              {partner.labels.joinNow}
            </button>
          )}
        </Inline>

        {content && (
          <Columns space="large" minColumnWidth={160} repeat="fit">
            <LinkGroup id="footer-support" heading={content.heading.support} links={support} />
            <LinkGroup
              id="footer-categories"
              heading={content.heading.category}
              links={categories}
              className={content.hideCategoryMobile ? styles.groupHiddenOnMobile : styles.group}
            />
            <LinkGroup id="footer-legal" heading={content.legal.label} links={legal} />
            <div className={styles.group}>
              {content.appIcons.length > 0 && (
                <section aria-labelledby="footer-apps" className={styles.iconSection}>
                  <h2 id="footer-apps" className={styles.groupHeading}>
                    {content.heading.downloadApp}
                  </h2>
                  <Inline as="ul" space="small">
                    {content.appIcons.map((icon) => (
                      <li key={icon.label}>
                        <a
                          href={icon.link}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={styles.appIcon}
                          onClick={() => track('app_download_clicked', { platform: appPlatform(icon.label, icon.link), placement: 'footer' })}
                        >
                          <img src={icon.icon} alt={icon.label} height={40} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </Inline>
                </section>
              )}
              {content.socialMediaIcons.length > 0 && (
                <section aria-labelledby="footer-social" className={styles.iconSection}>
                  <h2 id="footer-social" className={styles.groupHeading}>
                    {content.heading.socialMedia}
                  </h2>
                  <Inline as="ul" space="small">
                    {content.socialMediaIcons.map((icon) => (
                      <li key={icon.label}>
                        <a href={icon.link} target="_blank" rel="noopener noreferrer" className={styles.socialIcon} aria-label={icon.label}>
                          <img src={icon.icon} alt="" width={24} height={24} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </Inline>
                </section>
              )}
            </div>
          </Columns>
        )}

        {topBenefits.length > 0 && (
          <Stack as="nav" space="xsmall" aria-labelledby="footer-top-benefits">
            <h2 id="footer-top-benefits" className={styles.groupHeading}>
              {t('footer.topBenefits')}
            </h2>
            <p className={styles.benefitLine}>
              {topBenefits.map((benefit, index) => (
                <span key={benefit.id}>
                  {index > 0 && <span aria-hidden="true"> | </span>}
                  <Link to={benefit.href} className={styles.inlineLink}>
                    {benefit.label}
                  </Link>
                </span>
              ))}
            </p>
          </Stack>
        )}
        {content?.optOutMissCall && (
          <p className={styles.small}>
            {fillSlot(
              t('footer.smsOptOut', { number: SLOT }),
              <a href={`tel:${content.optOutMissCall.replace(/[^\d+]/g, '')}`} className={styles.inlineLink}>
                {content.optOutMissCall}
              </a>,
            )}
          </p>
        )}
        <LanguageSwitch />
        <p className={styles.small}>
          {t('footer.copyright', { year: String(year), brand: partner.brandName })}
        </p>
      </div>
      {content?.festiveImage ? <img src={content.festiveImage} alt="" width={1440} height={120} loading="lazy" className={styles.festiveImage} data-festive="xmas" /> : null}
    </footer>
  );
}

/** Which store an app icon leads to: Apple's (its label or link says so) or else Google Play. */
export function appPlatform(label: string, link: string): 'ios' | 'android' {
  return /ios|iphone|apple|app store/i.test(`${label} ${link}`) ? 'ios' : 'android';
}
