import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@rewards/design-system';

export { heading, subheading, section, muted, alert } from '../ui/page.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxWidth: 1200, minWidth: 0 });

export const periodForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const dateField = style({ flex: '1 1 150px', maxWidth: 220 });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const groupField = style({ maxWidth: 280 });

/** The funnel's chart and table: side by side on a wide screen, stacked on a phone. */
export const funnelLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const chart = style({ width: '100%', height: 300, minWidth: 0 });

export const chartFallback = style({ height: 300, display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted, margin: 0 });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const cell = style({ padding: vars.space.small, textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${vars.color.borderSubtle}`, whiteSpace: 'nowrap' });

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const conversion = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.small });

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, fontSize: vars.font.size.small });

const dot = style({ width: 10, height: 10, borderRadius: vars.radius.full, flex: 'none', border: `1px solid ${vars.color.border}` });

export const ratingDot = {
  good: style([dot, { background: vars.color.positive }]),
  'needs-improvement': style([dot, { background: vars.color.highlight }]),
  poor: style([dot, { background: vars.color.critical }]),
};

export const thresholds = style({ margin: 0, paddingLeft: vars.space.large, color: vars.color.textMuted, fontSize: vars.font.size.small });
