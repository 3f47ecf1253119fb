import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { mediaQueries } from './breakpoints';

const space = vars.space;

/**
 * Equal columns that may shrink below their content (`minmax(0, 1fr)`, not `1fr`), so a long word
 * or a carousel inside a column never widens the page.
 */
const columnTemplates = {
  1: 'minmax(0, 1fr)',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
} as const;

/** Layout that changes with the viewport: mobile first, then tablet, desktop and wide. */
export const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
    wide: { '@media': mediaQueries.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    justifyItems: ['stretch', 'start', 'center', 'end'],
    gridTemplateColumns: columnTemplates,
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Theme-aware colours and shapes that do not change with the viewport. */
const staticProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brandAccent: vars.color.brandAccent,
      onBrand: vars.color.onBrand,
      critical: vars.color.critical,
      positive: vars.color.positive,
      info: vars.color.info,
      link: vars.color.link,
    },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      background: vars.color.background,
      brandAccent: vars.color.brandAccent,
      brandAccentSoft: vars.color.brandAccentSoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.weight,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
