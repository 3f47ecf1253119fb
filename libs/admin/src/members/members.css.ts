import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@rewards/design-system';
import { status as pageStatus } from '../ui/page.css';

export { heading, subheading, cell, nowrap, link, muted, alert, section, details, term, definition, label } from '../ui/page.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxWidth: 1100 });

export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small, maxWidth: 560 });

export const searchField = style({ flex: '1 1 240px' });

/** The console's status, hidden while it has nothing to say. */
export const status = style([pageStatus, { selectors: { '&:empty': { display: 'none' } } }]);

export const sections = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A section as wide as the page (the tables). */
export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

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
