import { style } from '@vanilla-extract/css';
import { fieldControl, mediaQueries, vars } from '@rewards/design-system';

export { heading, subheading, cell, nowrap, link, muted, alert, status, field, fieldError, actions } from '../ui/page.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard, maxWidth: 1400 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** The form beside its preview from desktop widths; the preview under it on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard });

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.standard, border: `1px solid ${vars.color.borderSubtle}`, borderRadius: vars.radius.small, padding: vars.space.standard, margin: 0 });

export const legend = style({ fontWeight: vars.font.weight.strong, padding: `0 ${vars.space.xsmall}` });

export const label = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });

export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.small });

export const control = fieldControl;

export const textarea = style([fieldControl, { minHeight: 72, resize: 'vertical' }]);

export const colourRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const colourPicker = style({ inlineSize: 48, blockSize: 44, padding: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small, background: vars.color.surface, flexShrink: 0 });

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minHeight: 44 });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 });

export const lineRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, '@media': { [mediaQueries.desktop]: { position: 'sticky', top: vars.space.standard } } });

/** The member site's page in its own theme (the theme class sits on this frame). */
export const previewFrame = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  overflow: 'auto',
  maxBlockSize: '80vh',
});
