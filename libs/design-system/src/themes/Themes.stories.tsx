import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { useState } from 'react';
import { ButtonLink } from '../components/Button/ButtonLink';
import { OfferCard } from '../components/OfferCard/OfferCard';
import { cityStay, dailyLedger, keyPointsHtml, tuneStream, zestyBites } from '../components/OfferCard/OfferCard.fixtures';
import { TextInput } from '../components/TextInput/TextInput';
import { vars } from './contract.css';
import * as core from './core';
import * as moreRewards from './more-rewards';
import * as shopper from './shopper';
import type { ColorTokens } from './tokens';

const partners = [core, shopper, moreRewards];

const swatches: (keyof ColorTokens)[] = ['brandAccent', 'onBrand', 'highlight', 'background', 'surface', 'text', 'textMuted', 'link', 'positive', 'critical', 'border', 'focusRing'];

/** Every partner theme side by side, each inside its own theme class. */
function ThemeOverview() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {partners.map(({ themeClass, themeMeta }) => (
        <section
          key={themeMeta.id}
          aria-label={themeMeta.name}
          className={themeClass}
          style={{
            display: 'grid',
            gap: 16,
            width: 320,
            padding: 20,
            borderRadius: vars.radius.large,
            background: vars.color.background,
            color: vars.color.text,
            fontFamily: vars.font.family.body,
          }}
        >
          <h2 style={{ fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge }}>{themeMeta.name}</h2>
          <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, padding: 0, margin: 0, listStyle: 'none' }}>
            {swatches.map((name) => (
              <li key={name} style={{ fontSize: vars.font.size.xsmall, color: vars.color.textMuted }}>
                <span
                  style={{
                    display: 'block',
                    height: 32,
                    borderRadius: vars.radius.small,
                    background: vars.color[name],
                    border: `1px solid ${vars.color.borderSubtle}`,
                  }}
                />
                {name}
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button>Join now</Button>
            <Button variant="secondary">Offers</Button>
            <Button variant="ghost">More</Button>
          </div>
          <TextInput label="Mobile number" type="numeric" value="98765" onChange={() => undefined} />
          <OfferCard {...zestyBites} isNew />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design system/Themes',
  component: ThemeOverview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small home screen in whichever partner theme the toolbar has selected. */
function SampleScreen({ partnerName }: { partnerName: string }) {
  const [query, setQuery] = useState('');
  return (
    <div style={{ display: 'grid', gap: 28, fontFamily: vars.font.family.body, color: vars.color.text }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          padding: '14px 24px',
          borderRadius: vars.radius.standard,
          background: vars.color.brandAccent,
          color: vars.color.onBrand,
        }}
      >
        <strong style={{ fontFamily: vars.font.family.heading, fontSize: vars.font.size.large, letterSpacing: vars.font.letterSpacing.heading }}>
          {partnerName}
        </strong>
        <span style={{ fontSize: vars.font.size.small }}>Benefits · Categories · Profile</span>
      </header>
      <section aria-label="Welcome" style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
        <h1 style={{ fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight, letterSpacing: vars.font.letterSpacing.heading }}>
          Save up to ₹20000 across 25+ brands
        </h1>
        <p style={{ color: vars.color.textMuted }}>One membership, unlimited benefits: dining, music, news and more.</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <ButtonLink href="/payment" size="large">
            Start free trial
          </ButtonLink>
          <ButtonLink href="/benefits" size="large" variant="secondary">
            Explore benefits
          </ButtonLink>
        </div>
        <div style={{ marginTop: 12 }}>
          <TextInput label="Search offers" hideLabel type="search" placeholder="Search brands and offers" value={query} onChange={setQuery} />
        </div>
      </section>
      <section aria-label="Offers" style={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'flex-start' }}>
        <OfferCard {...zestyBites} isNew keyPoints={keyPointsHtml} />
        <OfferCard {...dailyLedger} locked />
        <OfferCard {...tuneStream} size="BIG" tagLabel="Music" />
        <OfferCard {...cityStay} size="COVER" />
      </section>
    </div>
  );
}

export const SampleHome: Story = {
  name: 'Sample home screen (toolbar partner)',
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const partner = partners.find(({ themeMeta }) => themeMeta.id === globals.partner) ?? core;
    return (
      <div style={{ padding: 24 }}>
        <SampleScreen partnerName={partner.themeMeta.name} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const partner = partners.find(({ themeMeta }) => themeMeta.id === globals.partner) ?? core;
    await expect(canvas.getByText(partner.themeMeta.name)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Zesty Bites|TuneStream|Daily Ledger|CityStay/ })).toHaveLength(4);
  },
};

export const AllPartners: Story = {
  name: 'All partners side by side',
  play: async ({ canvas }) => {
    for (const { themeMeta } of partners) {
      await expect(canvas.getByRole('region', { name: themeMeta.name })).toBeVisible();
    }
  },
};
