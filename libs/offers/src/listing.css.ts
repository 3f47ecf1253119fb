import { renderedNearScreen, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const exclusive = style({ display: 'flex', minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720 });

// The key points panel (`clp_key_points_modal`).
export const panelHeading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong, color: vars.color.text });
export const panelPoints = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, paddingLeft: vars.space.large, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });
export const panelMuted = style({ margin: 0, color: vars.color.textMuted });

/**
 * A category of the listing: laid out and painted only once it comes near the screen
 * (content-visibility), so the first layout is the first screen's and not thirteen categories'.
 * Until then it holds a category's usual height (1220 px on phones, 528 px from 1024 px), and the
 * height it had after that. The padding, given back by a negative margin, keeps the cards' focus
 * rings and shadows inside its painted area.
 */
export const later = style({
  ...renderedNearScreen(1220, 528),
  padding: vars.space.xsmall,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  minWidth: 0,
});
