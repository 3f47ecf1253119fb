import { vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';
import type { GaugeTone } from '../rules/score';

export const svg = style({ display: 'block', width: '100%', maxWidth: 280, height: 'auto', margin: '0 auto' });

export const track = style({ fill: 'none', stroke: vars.color.borderSubtle, strokeWidth: 14, strokeLinecap: 'round' });

const arc = style({ fill: 'none', strokeWidth: 14, strokeLinecap: 'round' });

/** The filled part of the arc, in the band's theme colour. */
export const value = styleVariants({ critical: [arc, { stroke: vars.color.critical }], info: [arc, { stroke: vars.color.info }], positive: [arc, { stroke: vars.color.positive }] } satisfies Record<GaugeTone, unknown>);

export const marker = style({ fill: vars.color.surface, stroke: vars.color.text, strokeWidth: 3 });

export const score = style({ fill: vars.color.text, fontFamily: vars.font.family.heading, fontWeight: vars.font.weight.strong });

export const scale = style({ fill: vars.color.textMuted, fontFamily: vars.font.family.body });
