import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const article = style({ display: 'grid', gap: vars.space.xlarge, paddingBottom: vars.space.xlarge });

export const hero = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.borderSubtle}` });

export const coverFrame = style({ maxWidth: 1280, margin: '0 auto', aspectRatio: '3 / 1', maxHeight: 360, overflow: 'hidden' });

export const cover = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'left center' });

export const heroContent = style({
  position: 'relative',
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.standard}`,
  display: 'grid',
  gap: vars.space.small,
});

export const logo = style({ marginTop: `calc(-1 * ${vars.space.xxlarge})`, borderRadius: vars.radius.standard, background: vars.color.surface, boxShadow: vars.shadow.small });

export const category = style({ margin: 0, color: vars.color.textMuted });

export const header = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: 1.2, color: vars.color.text });

export const subHeader = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const savings = style({
  margin: 0,
  justifySelf: 'start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
});

export const body = style({ maxWidth: 960, width: '100%', margin: '0 auto', padding: `0 ${vars.space.standard}`, display: 'grid', gap: vars.space.xlarge, boxSizing: 'border-box' });

export const list = style({ margin: 0, paddingLeft: vars.space.large, display: 'grid', gap: vars.space.small, color: vars.color.text, lineHeight: 1.5 });

export const faq = style({ padding: vars.space.standard, borderRadius: vars.radius.standard, border: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const more = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' });

export const moreLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brandAccent },
});

export const notFound = style({ maxWidth: 720, margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.standard}`, display: 'grid', gap: vars.space.standard, justifyItems: 'center', textAlign: 'center' });
