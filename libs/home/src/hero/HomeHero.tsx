import type { HomeData } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import * as styles from '../home/Home.css';
import { Headline } from './Headline';
import { heroCatalogue } from './i18n/catalogue';
import { JoinCta } from './JoinCta';
import { OfferLogoCards } from './OfferLogoCards';

/** The logged-out home's first screen: the headline, the join block and the offer logo cards. */
export function HomeHero({ home }: { home: HomeData }) {
  const t = useT(heroCatalogue);
  return (
    <section className={styles.hero} aria-label={t('hero.label')}>
      <Stack space="standard">
        <Headline title={home.title} words={home.headlineWords} />
        <JoinCta core={home.coreOfferSection} />
      </Stack>
      <OfferLogoCards offers={home.offerCards} />
    </section>
  );
}
