import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { systemSans } from '../themes/tokens';

/*
 * Hindi pages (`<html lang="hi-IN">`) read the system's fonts first and, for Devanagari a device has
 * no font for, Noto Sans Devanagari: its Devanagari subset (about 50 kB a weight, declared from @fontsource by the
 * sites' startApp and the console's startConsole), which the browser fetches only when a Hindi page needs a glyph from
 * it. English pages never name it (docs/languages.md).
 */
const withDevanagari = `${systemSans}, "Noto Sans Devanagari"`;

globalStyle('html[lang="hi-IN"]', {
  vars: { [vars.font.family.body]: withDevanagari, [vars.font.family.heading]: withDevanagari },
});
