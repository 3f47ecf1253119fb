import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const footer = style({ background: vars.color.surfaceRaised, color: vars.color.text, borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xlarge });

export const inner = style({ maxWidth: 1280, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}`, display: 'grid', gap: vars.space.standard });

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.standard });

export const brandName = style({ margin: 0, fontWeight: vars.font.weight.strong, fontSize: vars.font.size.large });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const topBenefits = style({ display: 'grid', gap: vars.space.xsmall });

export const groupHeading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong });

export const benefitLine = style({ margin: 0, lineHeight: 1.8, color: vars.color.textMuted });

export const benefitLink = style({ color: vars.color.link, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const small = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });
