// The console's page styles that every section shares (its headings, tables, messages, details and
// form labels), so that the sections look alike. A section's own styles stay in its *.css.ts,
// which re-exports the ones it uses from here.
import { style } from '@vanilla-extract/css';
import { vars } from '@rewards/design-system';

export const heading = style({ fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge, margin: 0 });

export const subheading = style({ fontFamily: vars.font.family.heading, fontSize: vars.font.size.large, margin: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const cell = style({ padding: vars.space.small, textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${vars.color.borderSubtle}` });

export const nowrap = style([cell, { whiteSpace: 'nowrap' }]);

export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.medium });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const alert = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
  background: vars.color.surface,
});

export const status = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.positive}`,
  background: vars.color.surface,
});

/** Terms and their values side by side. */
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xsmall} ${vars.space.standard}`, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** A row of buttons. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A field: its label, control, hint and error one under the other. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({ fontWeight: vars.font.weight.medium });

export const fieldError = style({ color: vars.color.critical, margin: 0, fontSize: vars.font.size.small });
