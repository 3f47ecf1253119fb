import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@rewards/design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxWidth: 1100 });

export const heading = style({ fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge, margin: 0 });

export const subheading = style({ fontFamily: vars.font.family.heading, fontSize: vars.font.size.large, margin: 0 });

export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small, maxWidth: 560 });

export const searchField = style({ flex: '1 1 240px' });

export const cell = style({ padding: vars.space.small, textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${vars.color.borderSubtle}` });

export const nowrap = style([cell, { whiteSpace: 'nowrap' }]);

export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.medium });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const alert = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
  background: vars.color.surface,
});

export const status = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.positive}`,
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

export const sections = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A section as wide as the page (the tables). */
export const wide = style({ gridColumn: '1 / -1' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xsmall} ${vars.space.standard}`, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const label = style({ fontWeight: vars.font.weight.medium });

export const textarea = style({
  width: '100%',
  minHeight: 96,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  fontFamily: vars.font.family.body,
});

export const blockedBanner = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  borderLeft: `4px solid ${vars.color.critical}`,
  background: vars.color.surface,
});
