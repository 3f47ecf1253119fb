import { style } from '@vanilla-extract/css';
import { roundControl } from '../../styles/surfaces.css';

export const button = style([roundControl, { flexShrink: 0, width: 32, height: 32, boxShadow: 'none' }]);
