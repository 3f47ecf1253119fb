import { style } from '@vanilla-extract/css';
import { fieldControl, mediaQueries, vars } from '@rewards/design-system';
import { cell, field } from '../ui/page.css';

export { heading, field, muted, alert, cell, nowrap } from '../ui/page.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxWidth: 1280 });

export const filters = style({
  display: 'grid',
  gap: vars.space.standard,
  gridTemplateColumns: '1fr',
  padding: vars.space.standard,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const legend = style({ fontWeight: vars.font.weight.strong, paddingInline: vars.space.xsmall });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.small });

export const dateInput = style([fieldControl, { fontFamily: vars.font.family.body }]);

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center', gridColumn: '1 / -1' });

export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: 720 });

export const rowHeader = style([cell, { fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } } }]);

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

export const summary = style({ cursor: 'pointer', color: vars.color.link, fontWeight: vars.font.weight.medium, minHeight: 24 });

export const changes = style({ borderCollapse: 'collapse', marginTop: vars.space.small, fontSize: vars.font.size.small });

export const changeCell = style({ padding: `${vars.space.xxsmall} ${vars.space.small}`, textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${vars.color.borderSubtle}`, maxWidth: 280, overflowWrap: 'anywhere' });

export const full = style({
  display: 'grid',
  gap: vars.space.small,
  marginTop: vars.space.small,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const pre = style({
  margin: 0,
  padding: vars.space.small,
  background: vars.color.background,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.xsmall,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 320,
  overflow: 'auto',
});

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.small });

export const figure = style([field, { margin: 0, minWidth: 0 }]);
