import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.borderSubtle}` } },
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });
