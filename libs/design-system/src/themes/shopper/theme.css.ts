import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeThemeVars } from '../tokens';
import { shopperTokens } from './tokens';

export const themeClass = createTheme(vars, makeThemeVars(shopperTokens), 'shopper');
