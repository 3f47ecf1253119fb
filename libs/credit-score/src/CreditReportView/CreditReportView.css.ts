import { vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

/** The score's summary, centred: a Stack (small, centred) inside it. */
export const summary = style({ textAlign: 'center' });

export const band = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const table = style({ width: '100%', borderCollapse: 'collapse', color: vars.color.text, fontSize: vars.font.size.small });

const cell = { padding: `${vars.space.small} ${vars.space.xsmall}`, borderBottom: `1px solid ${vars.color.borderSubtle}`, textAlign: 'left' } as const;

export const th = style({ ...cell, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const thAmount = style({ ...cell, textAlign: 'right', color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const td = style(cell);

export const amount = style({ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const month = style({ padding: vars.space.small, borderRadius: vars.radius.standard, border: `1px solid ${vars.color.borderSubtle}`, color: vars.color.text, fontSize: vars.font.size.small });

export const monthName = style({ fontWeight: vars.font.weight.medium });

/** Each status has a mark of its own shape as well as its colour, so colour never carries it alone. */
export const status = styleVariants({
  ON_TIME: { color: vars.color.positive },
  LATE: { color: vars.color.critical },
  MISSED: { color: vars.color.critical, fontWeight: vars.font.weight.strong },
});
