import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens, makeThemeVars } from './tokens';

/**
 * The theme contract: CSS custom properties with stable names and no values. Components read
 * these; a partner theme (its own entry point) fills them in.
 */
export const vars = createThemeContract(makeThemeVars(baseTokens));
