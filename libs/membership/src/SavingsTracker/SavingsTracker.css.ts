import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const section = style({ scrollMarginTop: 80 });

export const total = style({ margin: 0, fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.strong, color: vars.color.text, lineHeight: vars.font.lineHeight.tight, fontVariantNumeric: 'tabular-nums' });

export const comparison = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.medium, color: vars.color.positive });

export const h3 = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong, color: vars.color.text });

/** The chart's figure lays out its own children: its figcaption has to stay the figure's child. */
export const figure = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const caption = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The tallest bar, in pixels; the others are their share of it. */
export const CHART_BAR_MAX_PX = 140;

/** The chart: equal columns, each a bar growing up from a shared baseline with its figure on top, and its month under it. */
export const chart = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  // no gap: the columns' bottom borders join into one baseline (a bar is 60% of its column)
  alignItems: 'start',
  margin: 0,
  paddingBottom: vars.space.xsmall,
});

export const column = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xxsmall, minWidth: 0 });

/** Older months than a phone has room for show from the tablet width up. */
export const wideOnly = style({ display: 'none', '@media': { [mediaQueries.tablet]: { display: 'grid' } } });

export const barArea = style({
  justifySelf: 'stretch',
  height: CHART_BAR_MAX_PX + 28,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const barValue = style({ color: vars.color.text, fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const bar = style({ display: 'block', flexShrink: 0, width: '60%', maxWidth: 40, borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`, background: vars.color.brandAccent });

export const barLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.tight, whiteSpace: 'nowrap' });

export const row = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xxsmall} ${vars.space.standard}`, alignItems: 'baseline', color: vars.color.text });

export const rowName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const rowValue = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.strong, textAlign: 'right' });

export const rowNote = style({ gridColumn: '1 / -1', color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The share of the total as a bar under the row: decorative, the figures say it in words. */
export const track = style({ gridColumn: '1 / -1', height: 6, borderRadius: vars.radius.full, background: vars.color.brandAccentSoft, overflow: 'hidden' });

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.brandAccent });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const tableCaption = style({ textAlign: 'left', fontWeight: vars.font.weight.strong, padding: `${vars.space.small} 0`, color: vars.color.text });

export const cell = style({ padding: `${vars.space.small} ${vars.space.small}`, borderBottom: `1px solid ${vars.color.borderSubtle}`, textAlign: 'left', fontWeight: vars.font.weight.regular });

export const numeric = style({ textAlign: 'right' });

export const head = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const totalRow = style({ fontWeight: vars.font.weight.strong, borderBottom: 'none', borderTop: `2px solid ${vars.color.border}` });
