import { loadCatalogues } from '@rewards/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerCatalogue } from './i18n/catalogue';
import { partnerIn } from './localize';
import { definePartner } from './partner';
import { coreSite, moreRewardsSite, shopperSite } from './sites';

const theme = { themeClass: 'theme', brandColor: '#000' };

beforeAll(() => loadCatalogues('hi', [partnerCatalogue]));

describe('partnerIn', () => {
  it('English is the config as it is', () => {
    const core = definePartner({ ...coreSite, theme });
    expect(partnerIn(core, 'en')).toBe(core);
  });

  it('gives the default labels, page title and a co-brand’s own words in Hindi', () => {
    const core = partnerIn(definePartner({ ...coreSite, theme }), 'hi');
    expect(core.labels).toMatchObject({ home: 'होम', joinNow: 'अभी जुड़ें', weeklyBannerTitle: 'Prime Rewards पर' });
    expect(core.pageTitle).toBe('Prime Rewards | एक मेंबरशिप, अनगिनत बेनिफ़िट्स');
    const shopper = partnerIn(definePartner({ ...shopperSite, theme }), 'hi');
    expect(shopper.labels.blog).toBe('नियम और शर्तें');
    expect(shopper.labels.weeklyBannerTitle).toBe('Shopper Rewards पर');
    expect(shopper.loginVariant.helperText).toBe('वह मोबाइल नंबर डालें जो आपने स्टोर में एनरोलमेंट के समय दिया था');
    expect(partnerIn(definePartner({ ...moreRewardsSite, theme }), 'hi').labels.footerSubtitle).toBe('हर ग्रोसरी ख़रीदारी पर मेंबर बेनिफ़िट्स');
  });

  it('keeps a text the catalogue does not have, and answers the same object for the same language', () => {
    const custom = definePartner({ ...coreSite, theme, labels: { blog: 'Our stories' } });
    const hindi = partnerIn(custom, 'hi');
    expect(hindi.labels.blog).toBe('Our stories');
    expect(hindi.labels.benefits).toBe('बेनिफ़िट्स');
    expect(partnerIn(custom, 'hi')).toBe(hindi);
  });
});
