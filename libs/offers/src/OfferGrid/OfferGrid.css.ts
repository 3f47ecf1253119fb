import { mediaQueries } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/**
 * An offer card's place in a wrapping row of cards: full width on phones; from tablet up the card's
 * designed fixed size (SMALL 250 wide, BIG and COVER 300), never stretched into uneven grid columns.
 */
export const item = style({ display: 'flex', width: '100%', '@media': { [mediaQueries.tablet]: { width: 'auto' } } });
