import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/*
 * Global base styles, registered when the main entry is imported. Colours and fonts come from
 * the theme variables, so they resolve inside (or on) the element carrying a partner's
 * `themeClass`; apps put it on <html> so that body picks it up too.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video, canvas, picture', { display: 'block', maxWidth: '100%' });

// Form controls do not inherit fonts by default.
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// A page rendered on the server is readable before its code runs, but its controls do nothing until
// then: they take no clicks (and show no pointer) while the root still says it is hydrating, so a
// press is never silently lost. The shell removes the mark once the page has come alive.
globalStyle('[data-hydrating] :is(button, [role="button"], summary, select, label, input[type="checkbox"], input[type="radio"])', { pointerEvents: 'none' });
