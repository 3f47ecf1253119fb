import { DARK_MODE_CLASS } from '@rewards/partner';
import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeVars } from '../tokens';
import { shopperDarkColors, shopperTokens } from './tokens';

export const themeClass = createTheme(vars, makeThemeVars(shopperTokens), 'shopper');

// The app's dark mode (`isDarkModeEnabled`): the shell puts DARK_MODE_CLASS on <html> beside the theme class.
globalStyle(`.${themeClass}.${DARK_MODE_CLASS}`, { vars: assignVars(vars.color, shopperDarkColors), colorScheme: 'dark' });
