import { DARK_MODE_CLASS } from '@rewards/partner';
import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeVars } from '../tokens';
import { moreRewardsDarkColors, moreRewardsTokens } from './tokens';

export const themeClass = createTheme(vars, makeThemeVars(moreRewardsTokens), 'moreRewards');

// The app's dark mode (`isDarkModeEnabled`): the shell puts DARK_MODE_CLASS on <html> beside the theme class.
globalStyle(`.${themeClass}.${DARK_MODE_CLASS}`, { vars: assignVars(vars.color, moreRewardsDarkColors), colorScheme: 'dark' });
