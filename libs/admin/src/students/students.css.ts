import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@rewards/design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard, maxWidth: 1100 });

export const heading = style({ fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge, margin: 0 });

export const subheading = style({ fontFamily: vars.font.family.heading, fontSize: vars.font.size.large, margin: 0 });

export const filter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
});

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
});

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xsmall} ${vars.space.standard}`, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** The PDF preview: its pages one under the other, each at the column's width. */
export const pdf = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, minWidth: 0 });

export const pdfPages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

/** pdf.js paints the page's own paper (white) onto the canvas. */
export const pdfPage = style({ display: 'block', width: '100%', height: 'auto' });

export const image = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  fontFamily: vars.font.family.body,
});

export const label = style({ fontWeight: vars.font.weight.medium });
