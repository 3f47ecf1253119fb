import { style } from '@vanilla-extract/css';

/** Google's v2 checkbox is a 304 × 78 iframe. */
export const host = style({ minHeight: 78 });
