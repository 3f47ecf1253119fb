import { DARK_MODE_CLASS } from '@rewards/partner';
import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeVars } from '../tokens';
import { coreDarkColors, coreTokens } from './tokens';

export const themeClass = createTheme(vars, makeThemeVars(coreTokens), 'core');

// The app's dark mode (`isDarkModeEnabled`): the shell puts DARK_MODE_CLASS on <html> beside the theme class.
globalStyle(`.${themeClass}.${DARK_MODE_CLASS}`, { vars: assignVars(vars.color, coreDarkColors), colorScheme: 'dark' });
