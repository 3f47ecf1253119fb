import { fieldControl, fieldControlInvalid, fieldStack, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const panField = style({ flex: '1 1 220px' });

/** Level with the PAN field's box when they sit side by side. */
export const panButton = style({ flex: '0 0 auto', paddingBottom: 2 });

export const field = fieldStack;

/** The native date input, drawn like the design system's text fields. */
export const dateInput = fieldControl;
export const dateInputInvalid = style([fieldControl, fieldControlInvalid]);

/** Beside the checkbox (an Inline); the card gives the text colour. */
export const consentText = style({ lineHeight: vars.font.lineHeight.standard });

export const checkbox = style({ width: 20, height: 20, marginTop: 2, flexShrink: 0, accentColor: vars.color.brandAccent });
