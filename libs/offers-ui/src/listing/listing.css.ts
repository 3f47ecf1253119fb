import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const exclusive = style({ display: 'flex', minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720 });

// The key points panel (`clp_key_points_modal`).
export const panelHeading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong, color: vars.color.text });
export const panelPoints = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, paddingLeft: vars.space.large, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });
export const panelMuted = style({ margin: 0, color: vars.color.textMuted });
