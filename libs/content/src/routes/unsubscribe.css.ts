import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The SMS opt-out, folded under the email form: a native disclosure. */
export const smsOptOut = style({ borderTop: `1px solid ${vars.color.borderSubtle}`, paddingTop: vars.space.large });

export const smsSummary = style({
  cursor: 'pointer',
  // At least 24 px tall to press (WCAG 2.5.8).
  minHeight: 24,
  paddingBlock: vars.space.xsmall,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  selectors: { '[open] > &': { marginBottom: vars.space.large } },
});
