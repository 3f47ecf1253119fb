import { vars } from '@rewards/design-system';
import { keyframes, style } from '@vanilla-extract/css';

/** The list's status and Load more, centred: a Stack (medium, centred) inside it. */
export const footer = style({ textAlign: 'center' });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const error = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium });

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonImage = style({ aspectRatio: '16 / 9', background: vars.color.brandAccentSoft });

export const skeletonBody = style({ padding: vars.space.standard });

export const skeletonLine = style({ height: 14, borderRadius: vars.radius.small, background: vars.color.borderSubtle, selectors: { '&:last-child': { width: '60%' } } });
