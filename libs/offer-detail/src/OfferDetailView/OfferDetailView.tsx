import type { OfferDetail, OfferTracker } from '@rewards/api-contract';
import { Button, Columns, htmlToText, Inline, PageMeta, Stack, StructuredData, useSiteOrigin } from '@rewards/design-system';
import { useLocale, useT, type Translate } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OfferActions } from '../actions/OfferActions';
import { useOfferState } from '../actions/useOfferAction';
import { formatWholeRupees } from '@rewards/api-contract';
import { categoryHref, offerHref } from '@rewards/offers/offerHref';
import { useSavingsWords } from '@rewards/offers/offerCard/useSavingsWords';
import * as page from '@rewards/offers/page.css';
import { shortDate } from '@rewards/offers/shortDate';
import { offerDetailCatalogue } from '../i18n/catalogue';
import { expiredText, offerStructuredData, visibleKeyPoints } from './offerDetailRules';
import * as styles from './OfferDetailView.css';
import { StudentOfferPrompt } from './StudentOfferPrompt';

export interface OfferDetailViewProps {
  offer: OfferDetail;
  isLoggedIn: boolean;
  /** 'page': the offer detail page. 'landing': the lighter offer landing (`/paymentOffer`, `/liteOffer`). */
  layout?: 'page' | 'landing';
  /** The canonical path of this page. */
  canonicalPath?: string;
}


/** Everything an offer's page data holds that has a value, from the hero and its CTA to related articles. */
export function OfferDetailView({ offer, isLoggedIn, layout = 'page', canonicalPath }: OfferDetailViewProps) {
  const partner = usePartner();
  const path = canonicalPath ?? offerHref(partner.categoriesPath, offer);
  const origin = useSiteOrigin();
  const t = useT(offerDetailCatalogue);
  const savingsWords = useSavingsWords();
  const savings = savingsWords(offer);
  const expired = expiredText(t, offer);
  const keyPoints = visibleKeyPoints(offer, isLoggedIn);
  const landing = layout === 'landing';
  const url = new URL(path, origin).href;
  // The viewer's state (CTA, coupons, tracker) loads beside the static page data.
  const offerState = useOfferState(offer.name);
  const tracker = offerState.query.data ? offerState.query.data.tracker : offer.tracker;

  return (
    <article className={styles.article[layout]} aria-labelledby="offer-title">
      <Stack space="xlarge">
        <PageMeta
          title={`${offer.header} | ${offer.companyName}`}
          description={offer.subHeader ?? offer.header}
          canonicalPath={path}
          image={offer.coverImageUrl ?? offer.logoUrl}
          noIndex={offer.noIndex ?? false}
        />
        <StructuredData data={offerStructuredData(offer, url)} />

        <header className={styles.hero}>
          {offer.companyVideo ? (
            <div className={styles.coverFrame}>
              {/* The brand's own video; it has no caption track from the API. */}
              {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
              <video className={styles.cover} src={offer.companyVideo} controls preload="metadata" aria-label={t('detail.video', { company: offer.companyName })} />
            </div>
          ) : offer.coverImageUrl ? (
            <div className={styles.coverFrame}>
              <img className={styles.cover} src={offer.coverImageUrl} alt="" />
            </div>
          ) : null}
          <div className={styles.heroContent}>
            <Stack space="small" align="start">
              <img className={styles.logo} src={offer.logoUrl} alt={t('detail.logo', { company: offer.companyName })} width={88} height={88} />
              <p className={styles.category}>
                {landing ? null : (
                  <>
                    <Link to={categoryHref(partner.categoriesPath, offer.categorySlug)} className={page.link}>
                      {offer.category}
                    </Link>
                    <span aria-hidden="true"> · </span>
                  </>
                )}
                {offer.companyName}
              </p>
              <h1 id="offer-title" className={styles.header}>
                {offer.header}
              </h1>
              {offer.subHeader ? <p className={styles.subHeader}>{offer.subHeader}</p> : null}
              {savings ? (
                <p className={styles.savings}>
                  {savings.text}
                  {savings.note ? <span className={styles.savingsNote}> · {savings.note}</span> : null}
                </p>
              ) : null}
              <MemberPrice t={t} offer={offer} />
              {expired ? (
                <p className={styles.expired} role="status">
                  {expired}
                </p>
              ) : (
                <OfferActions offer={offer} handle={offerState} />
              )}
              {offer.studentOffer && !expired ? <StudentOfferPrompt isLoggedIn={isLoggedIn} /> : null}
              <ShareButton url={url} title={offer.header} text={offer.shareMessage ?? t('detail.shareText', { header: offer.header, company: offer.companyName })} desktopOnly={!landing} />
            </Stack>
          </div>
        </header>

        <div className={styles.body}>
          <Stack space="xlarge">
            <Tracker t={t} tracker={tracker ?? null} />
            <ListSection id="offer-key-points" title={offer.keyPointTitle || t('detail.keyPoints')} items={keyPoints} />
            <ListSection id="offer-offerings" title={t('detail.offerings')} items={offer.offerings} />
            <ListSection id="offer-how-to-use" title={offer.howToUseTitle || t('detail.howToUse')} items={offer.howToUse} ordered />
            {offer.aboutText ? (
              <Stack as="section" space="standard" aria-labelledby="offer-about">
                <h2 id="offer-about" className={page.h2}>
                  {offer.aboutTitle || t('detail.about', { company: offer.companyName })}
                </h2>
                <p className={styles.text}>{htmlToText(offer.aboutText)}</p>
              </Stack>
            ) : null}
            <ListSection id="offer-tncs" title={t('detail.terms')} items={offer.tncs} />
            {offer.faqs.length > 0 ? (
              <Stack as="section" space="standard" aria-labelledby="offer-faqs">
                <h2 id="offer-faqs" className={page.h2}>
                  {t('detail.faqs')}
                </h2>
                {offer.faqs.map((faq) => (
                  <details key={faq.question} className={styles.faq}>
                    <summary className={styles.faqQuestion}>{faq.question}</summary>
                    <p className={styles.text}>{htmlToText(faq.answer)}</p>
                  </details>
                ))}
              </Stack>
            ) : null}
            {offer.moreOffers.length > 0 ? (
              <Stack as="section" space="standard" aria-labelledby="offer-more">
                <h2 id="offer-more" className={page.h2}>
                  {t('detail.moreOffers')}
                </h2>
                <Columns as="ul" space="small" minColumnWidth={260}>
                  {offer.moreOffers.map((more) => (
                    <li key={more.id}>
                      <Link to={offerHref(partner.categoriesPath, more)} className={styles.moreLink}>
                        <img src={more.logoUrl} alt="" width={40} height={40} />
                        <span>{more.header}</span>
                      </Link>
                    </li>
                  ))}
                </Columns>
              </Stack>
            ) : null}
            {offer.relatedArticles && offer.relatedArticles.length > 0 ? (
              <Stack as="section" space="standard" aria-labelledby="offer-articles">
                <h2 id="offer-articles" className={page.h2}>
                  {t('detail.articles')}
                </h2>
                <Columns as="ul" space="small" minColumnWidth={260}>
                  {offer.relatedArticles.map((article) => (
                    <li key={article.id}>
                      <Link to={`/blog/${article.path}`} className={styles.articleLink}>
                        <img src={article.imageUrl} alt="" width={96} height={64} className={styles.articleImage} />
                        <Stack as="span" space="xxsmall">
                          <span className={styles.articleTitle}>{article.title}</span>
                          <span className={styles.articleMeta}>{t('detail.readTime', { minutes: article.readMinutes })}</span>
                        </Stack>
                      </Link>
                    </li>
                  ))}
                </Columns>
              </Stack>
            ) : null}
          </Stack>
        </div>
      </Stack>
    </article>
  );
}

function MemberPrice({ t, offer }: { t: Translate; offer: OfferDetail }) {
  const price = offer.memberPrice;
  const saved = offer.memberSavings;
  if ((price === null || price === undefined) && (saved === null || saved === undefined)) return null;
  return (
    <div className={styles.priceList}>
      <Inline as="dl" space="large">
        {price !== null && price !== undefined ? (
          <Stack space="xxsmall">
            <dt>{t('detail.memberPrice')}</dt>
            <dd className={styles.price}>{formatWholeRupees(price)}</dd>
          </Stack>
        ) : null}
        {saved !== null && saved !== undefined ? (
          <Stack space="xxsmall">
            <dt>{t('detail.memberSavings')}</dt>
            <dd className={styles.price}>{formatWholeRupees(saved)}</dd>
          </Stack>
        ) : null}
      </Inline>
    </div>
  );
}

/** Shares the page with the device's share sheet, or copies its link where there is none. */
function ShareButton({ url, title, text, desktopOnly }: { url: string; title: string; text: string; desktopOnly: boolean }) {
  const t = useT(offerDetailCatalogue);
  const [status, setStatus] = useState('');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The member closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('detail.linkCopied'));
    } catch {
      setStatus(t('detail.copyLink', { url }));
    }
  };
  // On the offer page phones have the header bar's Share (spec §2: the mobile offer-detail header has
  // back and share), so this one shows from 1024 px only: one Share button on every screen. The
  // landings have no such bar and keep it everywhere.
  return (
    <div className={desktopOnly ? styles.desktopShare : undefined}>
      <Inline space="small" alignY="center" wrap={false}>
        <Button variant="secondary" size="small" onClick={() => void share()}>
          {t('detail.share')}
        </Button>
        <span role="status" className={styles.shareStatus}>
          {status}
        </span>
      </Inline>
    </div>
  );
}

/** The member's use of the offer; it follows the state, so a generation updates it without a reload. */
function Tracker({ t, tracker }: { t: Translate; tracker: OfferTracker | null }) {
  const locale = useLocale();
  if (!tracker) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="offer-tracker">
      <h2 id="offer-tracker" className={page.h2}>
        {t('tracker.title')}
      </h2>
      <Columns as="dl" space="standard" columns={{ mobile: 2, tablet: 4 }}>
        <div className={styles.trackerItem}>
          <dt>{t('tracker.left')}</dt>
          <dd className={styles.trackerValue}>{tracker.left}</dd>
        </div>
        <div className={styles.trackerItem}>
          <dt>{t('tracker.availed')}</dt>
          <dd className={styles.trackerValue}>{tracker.availed}</dd>
        </div>
        {tracker.nextAvailableOn ? (
          <div className={styles.trackerItem}>
            <dt>{t('tracker.next')}</dt>
            <dd className={styles.trackerValue}>
              <time dateTime={tracker.nextAvailableOn}>{shortDate(locale, tracker.nextAvailableOn)}</time>
            </dd>
          </div>
        ) : null}
        <div className={styles.trackerItem}>
          <dt>{t('tracker.savings')}</dt>
          <dd className={styles.trackerValue}>{formatWholeRupees(tracker.savings)}</dd>
        </div>
      </Columns>
    </Stack>
  );
}

/** A titled list of HTML snippets from the API, shown as text; nothing when the list is empty. */
function ListSection({ id, title, items, ordered = false }: { id: string; title: string; items: readonly string[]; ordered?: boolean }) {
  const texts = items.map(htmlToText).filter((item) => item.length > 0);
  if (texts.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <Stack as="section" space="standard" aria-labelledby={id}>
      <h2 id={id} className={page.h2}>
        {title}
      </h2>
      <List className={styles.list}>
        {texts.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </Stack>
  );
}
