import { style } from '@vanilla-extract/css';

export const root = style({});

/** Offline: the whole page in grey (and `inert`, so nothing in it can be used). */
export const offline = style({ filter: 'grayscale(1)' });
