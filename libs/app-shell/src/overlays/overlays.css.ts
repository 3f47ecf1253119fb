import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const message = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

/** A small line under an overlay's actions (the app-download prompt's once-a-week note). */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, textAlign: 'center' });
