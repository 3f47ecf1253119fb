import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const reasons = style({ margin: 0, paddingLeft: vars.space.large, display: 'grid', gap: vars.space.small, color: vars.color.text, maxWidth: 720 });

export const reasonTitle = style({ fontWeight: vars.font.weight.strong });

/** The QR code is for a computer's screen: a phone downloads from the store links. */
export const qrBlock = style({
  display: 'none',
  // Its texts and code are a Stack (small, at the start) inside it.
  '@media': { [mediaQueries.desktop]: { display: 'block' } },
});

export const qr = style({ background: '#fff', padding: vars.space.xsmall, borderRadius: vars.radius.standard, border: `1px solid ${vars.color.borderSubtle}` });
