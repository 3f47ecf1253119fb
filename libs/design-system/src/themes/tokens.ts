/**
 * The design tokens every partner theme provides. Names are semantic (what a colour is for),
 * never descriptive (what it looks like), so a partner can swap its palette without touching
 * a component. Sizes are numbers in pixels; `makeThemeVars` turns them into CSS values.
 */
export interface ColorTokens {
  /** Primary actions and brand moments (primary button background). */
  brandAccent: string;
  brandAccentHover: string;
  /** A pale tint of the brand for hover fills and soft badges; brandAccent text sits on it. */
  brandAccentSoft: string;
  /** Text and icons drawn on brandAccent. */
  onBrand: string;
  /** A secondary brand colour for badges ("New", tags). */
  highlight: string;
  onHighlight: string;
  /** Cards, inputs and sheets. */
  surface: string;
  /** Surfaces above other surfaces (menus, popovers). */
  surfaceRaised: string;
  /** The page behind everything. */
  background: string;
  text: string;
  textMuted: string;
  critical: string;
  positive: string;
  info: string;
  /** Borders of controls: at least 3:1 against surface (WCAG 1.4.11). */
  border: string;
  /** Decorative dividers and card outlines. */
  borderSubtle: string;
  focusRing: string;
  link: string;
}

export interface TypographyTokens {
  fontFamily: { body: string; heading: string };
  /** Pixels; emitted as rem so the member's browser font size is respected. */
  fontSize: { xsmall: number; small: number; standard: number; large: number; xlarge: number; xxlarge: number };
  fontWeight: { regular: number; medium: number; strong: number };
  /** Unitless multipliers. */
  lineHeight: { tight: number; standard: number; relaxed: number };
  letterSpacing: { heading: string; button: string; caps: string };
  buttonTextTransform: 'none' | 'uppercase';
}

export interface Tokens {
  color: ColorTokens;
  typography: TypographyTokens;
  space: {
    none: number;
    xxsmall: number;
    xsmall: number;
    small: number;
    medium: number;
    standard: number;
    large: number;
    xlarge: number;
    xxlarge: number;
  };
  radius: { none: number; small: number; standard: number; large: number; full: number };
  shadow: { small: string; medium: string; large: string };
  motion: { durationFast: number; durationStandard: number; easing: string };
}

const px = (value: number) => (value === 0 ? '0' : `${value}px`);
const rem = (value: number) => `${value / 16}rem`;

function mapValues<T extends Record<string, number>>(source: T, fn: (value: number) => string): { [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, fn(value)])) as { [K in keyof T]: string };
}

/** Turns tokens into the CSS values stored in the theme's custom properties. */
export function makeThemeVars(tokens: Tokens) {
  const { typography } = tokens;
  return {
    color: { ...tokens.color },
    font: {
      family: { ...typography.fontFamily },
      size: mapValues(typography.fontSize, rem),
      weight: mapValues(typography.fontWeight, String),
      lineHeight: mapValues(typography.lineHeight, String),
      letterSpacing: { ...typography.letterSpacing },
      buttonTextTransform: typography.buttonTextTransform,
    },
    space: mapValues(tokens.space, px),
    radius: mapValues(tokens.radius, px),
    shadow: { ...tokens.shadow },
    motion: {
      durationFast: `${tokens.motion.durationFast}ms`,
      durationStandard: `${tokens.motion.durationStandard}ms`,
      easing: tokens.motion.easing,
    },
  };
}

export type ThemeVars = ReturnType<typeof makeThemeVars>;

export const systemSans =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "Noto Sans", sans-serif';

/**
 * The base token set. Partners override `color` completely (so no partner silently inherits
 * another's palette) and may adjust anything else. The neutral palette here is only a fallback
 * for tests and the contract's shape.
 */
export const baseTokens: Tokens = {
  color: {
    brandAccent: '#2f3a4f',
    brandAccentHover: '#1f2838',
    brandAccentSoft: '#eceef3',
    onBrand: '#ffffff',
    highlight: '#2f3a4f',
    onHighlight: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    background: '#f4f5f7',
    text: '#1b1f27',
    textMuted: '#545b69',
    critical: '#b3261e',
    positive: '#1a7f37',
    info: '#1f5fbf',
    border: '#767d8c',
    borderSubtle: '#e1e4ea',
    focusRing: '#1f5fbf',
    link: '#1f5fbf',
  },
  typography: {
    fontFamily: { body: systemSans, heading: systemSans },
    fontSize: { xsmall: 12, small: 14, standard: 16, large: 18, xlarge: 22, xxlarge: 28 },
    fontWeight: { regular: 400, medium: 500, strong: 700 },
    lineHeight: { tight: 1.2, standard: 1.45, relaxed: 1.6 },
    letterSpacing: { heading: '-0.01em', button: '0.01em', caps: '0.06em' },
    buttonTextTransform: 'none',
  },
  space: { none: 0, xxsmall: 2, xsmall: 4, small: 8, medium: 12, standard: 16, large: 24, xlarge: 32, xxlarge: 48 },
  radius: { none: 0, small: 4, standard: 8, large: 16, full: 9999 },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.08)',
    medium: '0 4px 12px rgba(16, 24, 40, 0.10)',
    large: '0 12px 32px rgba(16, 24, 40, 0.16)',
  },
  motion: { durationFast: 150, durationStandard: 300, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

/** What a partner file provides: a full palette plus any other adjustments. */
export type PartnerTokens = { color: ColorTokens } & {
  [Group in Exclude<keyof Tokens, 'color'>]?: {
    [Key in keyof Tokens[Group]]?: Tokens[Group][Key] extends object ? Partial<Tokens[Group][Key]> : Tokens[Group][Key];
  };
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) {
    return (override === undefined ? base : override) as T;
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = deepMerge(merged[key], value);
  }
  return merged as T;
}

/** A partner's full token set: the base with the partner's overrides on top. */
export function definePartnerTokens(overrides: PartnerTokens): Tokens {
  return deepMerge(baseTokens, overrides);
}
