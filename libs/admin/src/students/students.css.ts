import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@rewards/design-system';

export { heading, subheading, cell, nowrap, link, muted, alert, status, details, term, definition, actions, label } from '../ui/page.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard, maxWidth: 1100 });

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

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

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

