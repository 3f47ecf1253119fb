import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeVars } from '../tokens';
import { coreTokens } from './tokens';

export const themeClass = createTheme(vars, makeThemeVars(coreTokens), 'core');
