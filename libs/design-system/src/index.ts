// Registers the global reset and base styles once, for any app that uses the design system.
import './styles/reset.css';
import './styles/devanagari.css';

// The design system's own words in each language (a page in Hindi loads it with its other catalogues).
export { designSystemCatalogue } from './i18n/catalogue';
export { snackbarCatalogue } from './components/Snackbar/i18n/catalogue';

export { vars } from './themes/contract.css';
export type { ThemeMeta } from './themes/themeMeta';
export type { ColorTokens, Tokens, TypographyTokens } from './themes/tokens';
export { contrastRatio, wcagAA } from './themes/contrast';

export { sprinkles, type Sprinkles } from './styles/sprinkles.css';
export { breakpoints, mediaQueries, type Breakpoint } from './styles/breakpoints';
export { renderedNearScreen } from './styles/renderedNearScreen';
export { conditions, type Condition, type Responsive } from './styles/responsive';
export { columnCounts, spaces, type ColumnCount, type Space } from './styles/layout.css';
export { visuallyHidden } from './styles/visuallyHidden.css';
export { brandFill, choiceRow, dialogTitleText, linkCard, outlinedCard, outlinedPill, softPill } from './styles/surfaces.css';
export { fieldControl, fieldControlInvalid, fieldStack } from './styles/fields.css';

export * from './components/Button';
export * from './components/IconButton';
export * from './components/Stack';
export * from './components/ScrollTable';
export * from './components/Inline';
export * from './components/Columns';
export * from './components/Field';
export * from './components/TextInput';
export * from './components/OfferCard';

export { isPlainLeftClick } from './utils/navigation';
export { htmlToText } from './utils/htmlToText';
export * from './components/Dialog';
export * from './components/FullScreenVideo';
export * from './components/OtpInput';
export * from './components/PageMeta';
export * from './components/Carousel';
export * from './components/PauseButton';
export * from './components/SideMenu';
export * from './components/Breadcrumbs';
export * from './components/Toast';
export * from './components/Snackbar';
export * from './components/TopBanner';
export * from './components/AppInstallPrompt';
