import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeVars } from '../tokens';
import { consoleTokens } from './tokens';

export const themeClass = createTheme(vars, makeThemeVars(consoleTokens), 'console');
