import { style } from '@vanilla-extract/css';
import { vars } from '@rewards/design-system';

export { heading, subheading, cell, nowrap, muted, alert, status, fieldError } from '../ui/page.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard, maxWidth: 1100 });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.standard}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brandAccent, color: vars.color.onBrand, borderColor: vars.color.brandAccent, fontWeight: vars.font.weight.medium } },
});
export const form = style({ display: 'grid', gap: vars.space.standard, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', alignItems: 'start' });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, gridColumn: '1 / -1' });
export const filter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });
export const badge = style({ display: 'inline-block', padding: `0 ${vars.space.xsmall}`, borderRadius: vars.radius.small, border: `1px solid ${vars.color.border}`, fontSize: vars.font.size.small, whiteSpace: 'nowrap' });
export const lowBadge = style([badge, { borderColor: vars.color.critical, color: vars.color.critical, fontWeight: vars.font.weight.medium }]);
export const lineErrors = style({ margin: 0, paddingInlineStart: vars.space.large });
export const uploadForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });
export const fullRow = style({ gridColumn: '1 / -1' });
