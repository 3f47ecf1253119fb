import { vars } from '@rewards/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ boxSizing: 'border-box', width: '100%', maxWidth: 880, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}` });

export const title = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: 1.2, color: vars.color.text });

export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const lead = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.large });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const price = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const table = style({ width: '100%', borderCollapse: 'collapse', color: vars.color.text });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.small} ${vars.space.standard}`, borderBottom: `1px solid ${vars.color.borderSubtle}`, textAlign: 'left' });

