import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const paragraph = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.relaxed, overflowWrap: 'anywhere' });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
