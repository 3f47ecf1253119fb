import { examplePartners } from '@rewards/partner/examples';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, offlinePage, webAppManifest } from './appFiles';

describe("each site's installable app", () => {
  it.each(Object.values(examplePartners))('$brandName: a manifest with its own name, colour, start URL and scope', (partner) => {
    const manifest = webAppManifest(partner);
    expect(manifest).toMatchObject({ id: '/', name: partner.brandName, short_name: partner.brandName, start_url: '/', scope: '/', display: 'standalone', theme_color: partner.theme.brandColor });
    expect(manifest.description.length).toBeGreaterThan(10);
    expect(manifest.icons).toBe(APP_ICONS);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  });

  it('an offline page in the brand, without script, with a way back', async () => {
    const partner = { ...examplePartners.core, brandName: 'Prime <Rewards>' };
    const html = await offlinePage(partner, 'en');
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>You are offline | Prime &lt;Rewards&gt;</title>');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a class="primary" href="">Try again</a>');
    expect(html).toContain('href="/">Go to home</a>');
    expect(html).toContain(`background:${partner.theme.brandColor}`);
    expect(html).not.toMatch(/<script/i);
  });

  it('the offline page in Hindi for a Hindi member', async () => {
    const html = await offlinePage(examplePartners.shopper, 'hi');
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<title>आप ऑफ़लाइन हैं | Shopper Rewards</title>');
    expect(html).toContain('>फिर से कोशिश करें</a>');
    expect(html).not.toContain('Try again');
  });
});
