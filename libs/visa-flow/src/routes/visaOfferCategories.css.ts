import { mediaQueries, sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** Centred, at most 1280 px wide, like the other listing pages; its parts are a Stack (xlarge) inside it. */
export const page = style([sprinkles({ paddingX: 'standard', paddingY: 'large' }), { boxSizing: 'border-box', width: '100%', maxWidth: 1280, margin: '0 auto' }]);

export const h1 = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

export const h2 = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720, lineHeight: vars.font.lineHeight.standard });

export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.medium, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const empty = style({ margin: 0, color: vars.color.textMuted });

/** A card's place in a wrapping row: full width on phones, the card's own size from tablet up. */
export const item = style({ display: 'flex', width: '100%', '@media': { [mediaQueries.tablet]: { width: 'auto' } } });
