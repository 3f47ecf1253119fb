// Generated pictures for everything the seed names that is not a brand: app badges, social icons,
// how-to-use steps, blog, banner, promotion and event pictures, review avatars, the co-brand landings'
// backgrounds (scenery without words) and a few one-offs.
// Names follow `{kind}-{slug}.svg`, with `-mob` before `.svg` for the mobile picture; the slug gives the
// label and, through a seeded PRNG, the colours and shapes, so the same name always gives the same bytes.
import { escapeXml, hashOf, inkOn, monogram, randomFrom, round } from './svg';

export const ART_KINDS = ['app', 'social', 'step', 'blog', 'banner', 'promo', 'event', 'avatar', 'festive', 'exclusive', 'landing'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export interface ArtName {
  kind: ArtKind;
  slug: string;
  /** The `-mob` variant: a taller picture for phones. */
  mobile: boolean;
}

const ART_NAME = new RegExp(`^(${ART_KINDS.join('|')})-([a-z0-9]+(?:-[a-z0-9]+)*?)(-mob)?\\.svg$`);

export function parseArtName(imageName: string): ArtName | undefined {
  const match = ART_NAME.exec(imageName);
  if (!match?.[1] || !match[2]) return undefined;
  return { kind: match[1] as ArtKind, slug: match[2], mobile: match[3] !== undefined };
}

const FONT = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** The core theme's colours (libs/design-system core tokens) and a few companions, as [background, accent]. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#4F24B8', '#F3C969'],
  ['#3D1A92', '#B9A2F5'],
  ['#1D1535', '#F3C969'],
  ['#157A4A', '#BDEBD2'],
  ['#2A5BD7', '#C9D8FF'],
  ['#C0262D', '#FBD0D2'],
  ['#7C4DFF', '#EFE9FD'],
  ['#0F766E', '#99F6E4'],
];
const GOLD = '#F3C969';
const INDIGO = '#4F24B8';
const NIGHT = '#1D1535';

/** 'weekend-getaways' → 'Weekend Getaways'. */
export function labelOf(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? word : `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`))
    .join(' ');
}

function paletteOf(slug: string): readonly [string, string] {
  return PALETTES[hashOf(slug) % PALETTES.length] ?? PALETTES[0]!;
}

function svgOpen(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
}

const text = (x: number, y: number, size: number, weight: number, fill: string, content: string, anchor = 'start', extra = '') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

/** Splits a label over at most `maxLines` lines of about `perLine` characters. */
function wrap(label: string, perLine: number, maxLines = 2): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of label.split(' ')) {
    if (current && `${current} ${word}`.length > perLine) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** Soft circles and a wave: the backdrop of the wide pictures. */
function scenery(id: string, width: number, height: number, [background, accent]: readonly [string, string], random: () => number): string[] {
  const ink = inkOn(background);
  const shapes = [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="0.55" stop-color="${background}"/><stop offset="1" stop-color="${NIGHT}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  ];
  for (let i = 0; i < 6; i += 1) {
    const r = round(height * (0.08 + random() * 0.35));
    shapes.push(
      `<circle cx="${round(width * (0.45 + random() * 0.55))}" cy="${round(random() * height)}" r="${r}" fill="${i % 2 === 0 ? accent : ink}" fill-opacity="${round(0.08 + random() * 0.2)}"/>`,
    );
  }
  const waveY = round(height * (0.72 + random() * 0.12));
  shapes.push(
    `<path d="M0 ${waveY} C ${round(width * 0.3)} ${round(waveY - height * 0.15)}, ${round(width * 0.7)} ${round(waveY + height * 0.15)}, ${width} ${waveY} L${width} ${height} L0 ${height} Z" fill="${accent}" fill-opacity="0.18"/>`,
  );
  return shapes;
}

interface Frame {
  width: number;
  height: number;
}

const WIDE: Record<'banner' | 'promo' | 'event' | 'blog' | 'exclusive' | 'generic', { desktop: Frame; mobile: Frame; eyebrow: string }> = {
  banner: { desktop: { width: 1200, height: 400 }, mobile: { width: 720, height: 540 }, eyebrow: 'THIS WEEK ON PRIME REWARDS' },
  promo: { desktop: { width: 1200, height: 300 }, mobile: { width: 720, height: 400 }, eyebrow: 'MEMBER OFFER' },
  event: { desktop: { width: 800, height: 450 }, mobile: { width: 600, height: 600 }, eyebrow: 'EXCLUSIVE EVENT' },
  blog: { desktop: { width: 1200, height: 630 }, mobile: { width: 720, height: 540 }, eyebrow: 'PRIME REWARDS BLOG' },
  exclusive: { desktop: { width: 600, height: 400 }, mobile: { width: 480, height: 480 }, eyebrow: 'TP EXCLUSIVES' },
  generic: { desktop: { width: 800, height: 400 }, mobile: { width: 600, height: 600 }, eyebrow: 'PRIME REWARDS' },
};

function wideArt(kind: keyof typeof WIDE, art: ArtName): string {
  const spec = WIDE[kind];
  const { width, height } = art.mobile ? spec.mobile : spec.desktop;
  const palette = paletteOf(`${kind}-${art.slug}`);
  const random = randomFrom(`${kind}-${art.slug}`);
  const label = labelOf(art.slug);
  const ink = inkOn(palette[0]);
  const size = Math.round(Math.min(width / 12, height / 5.5));
  const lines = wrap(label, Math.max(10, Math.floor((width * 0.75) / (size * 0.55))));
  const left = Math.round(width * 0.07);
  const top = Math.round(height * 0.3);
  const body = lines.map((line, index) => text(left, top + size * 0.5 + index * Math.round(size * 1.15), size, 800, ink, line));
  const eyebrowSize = Math.round(size * 0.34);
  const ribbon = `<rect x="${left}" y="${round(top - size * 1.1)}" width="${Math.round(spec.eyebrow.length * (eyebrowSize * 0.68 + 1) + 24)}" height="${Math.round(size * 0.62)}" rx="${Math.round(size * 0.31)}" fill="${palette[1]}"/>`;
  const eyebrow = text(left + 12, Math.round(top - size * 0.66), eyebrowSize, 700, inkOn(palette[1]), spec.eyebrow, 'start', ' letter-spacing="1"');
  return [svgOpen(width, height, label), ...scenery(`${kind}-${art.slug}${art.mobile ? '-mob' : ''}`, width, height, palette, random), ribbon, eyebrow, ...body, '</svg>'].join('');
}

/** How-to-use steps in the theme's indigo, violet and green, in turn. */
const STEP_COLOURS = [INDIGO, '#7C4DFF', '#157A4A'] as const;

function stepArt(art: ArtName): string {
  const label = labelOf(art.slug);
  const isNumber = /^\d+$/.test(art.slug);
  const number = isNumber ? String(Number(art.slug)) : monogram(label);
  const background = STEP_COLOURS[isNumber ? (Number(art.slug) + STEP_COLOURS.length - 1) % STEP_COLOURS.length : hashOf(art.slug) % STEP_COLOURS.length] ?? INDIGO;
  return [
    svgOpen(240, 240, `Step ${label}`),
    `<circle cx="120" cy="120" r="112" fill="${background}" fill-opacity="0.14"/>`,
    `<circle cx="120" cy="120" r="84" fill="${background}"/>`,
    `<circle cx="186" cy="58" r="16" fill="${GOLD}"/>`,
    `<circle cx="50" cy="186" r="9" fill="${GOLD}" fill-opacity="0.7"/>`,
    text(120, 146, 76, 800, inkOn(background), number, 'middle'),
    '</svg>',
  ].join('');
}

function avatarArt(art: ArtName): string {
  const label = labelOf(art.slug);
  const [background, accent] = paletteOf(`avatar-${art.slug}`);
  return [
    svgOpen(160, 160, label),
    `<circle cx="80" cy="80" r="80" fill="${background}"/>`,
    `<circle cx="80" cy="80" r="64" fill="${accent}" fill-opacity="0.25"/>`,
    text(80, 100, 56, 700, inkOn(background), monogram(label), 'middle'),
    '</svg>',
  ].join('');
}

const SOCIAL_GLYPHS: Record<string, { color: string; glyph: string }> = {
  instagram: {
    color: '#C13584',
    glyph: '<rect x="14" y="14" width="36" height="36" rx="10" fill="none" stroke="#FFFFFF" stroke-width="4"/><circle cx="32" cy="32" r="8.5" fill="none" stroke="#FFFFFF" stroke-width="4"/><circle cx="42.5" cy="21.5" r="2.5" fill="#FFFFFF"/>',
  },
  x: { color: '#000000', glyph: '<path d="M18 16 L46 48 M46 16 L18 48" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>' },
  facebook: {
    color: '#1877F2',
    glyph: '<path d="M35 52 V34 H41 L42 27 H35 V23 C35 21 36 20 38 20 H42 V14 H37 C31 14 28 17 28 23 V27 H23 V34 H28 V52 Z" fill="#FFFFFF"/>',
  },
  youtube: { color: '#FF0000', glyph: '<rect x="12" y="18" width="40" height="28" rx="8" fill="#FFFFFF"/><path d="M28 25 L39 32 L28 39 Z" fill="#FF0000"/>' },
  linkedin: {
    color: '#0A66C2',
    glyph: '<rect x="16" y="26" width="7" height="22" fill="#FFFFFF"/><circle cx="19.5" cy="18.5" r="4" fill="#FFFFFF"/><path d="M28 26 H35 V29 C36.5 27 39 25.5 42 25.5 C47 25.5 49 29 49 34 V48 H42 V35.5 C42 32.5 41 31 38.5 31 C36 31 35 33 35 35.5 V48 H28 Z" fill="#FFFFFF"/>',
  },
};

function socialArt(art: ArtName): string {
  const label = labelOf(art.slug);
  const known = SOCIAL_GLYPHS[art.slug];
  const color = known?.color ?? paletteOf(`social-${art.slug}`)[0];
  const glyph = known?.glyph ?? text(32, 41, 24, 800, inkOn(color), monogram(label), 'middle');
  return [svgOpen(64, 64, label), `<circle cx="32" cy="32" r="32" fill="${color}"/>`, glyph, '</svg>'].join('');
}

const STORE_BADGES: Record<string, { small: string; big: string; glyph: string }> = {
  'google-play': {
    small: 'GET IT ON',
    big: 'Google Play',
    glyph: '<path d="M22 18 L50 40 L22 62 Z" fill="#34A853"/><path d="M22 18 L40 40 L22 40 Z" fill="#4285F4"/><path d="M22 62 L40 40 L22 40 Z" fill="#EA4335"/><path d="M40 40 L50 40 L44 46 Z" fill="#FBBC04"/>',
  },
  'app-store': {
    small: 'Download on the',
    big: 'App Store',
    glyph: '<circle cx="36" cy="44" r="15" fill="#FFFFFF"/><circle cx="46" cy="38" r="6" fill="#000000"/><path d="M36 28 C36 22 40 19 44 18 C44 23 41 27 36 28 Z" fill="#FFFFFF"/>',
  },
};

function appArt(art: ArtName): string {
  const badge = STORE_BADGES[art.slug];
  if (badge) {
    return [
      svgOpen(270, 80, `${badge.small} ${badge.big}`),
      '<rect x="1" y="1" width="268" height="78" rx="14" fill="#000000" stroke="#A6A6A6" stroke-width="2"/>',
      badge.glyph,
      text(72, 33, 14, 500, '#FFFFFF', badge.small),
      text(72, 60, 26, 700, '#FFFFFF', badge.big),
      '</svg>',
    ].join('');
  }
  // Any other app picture (app-download): a phone showing the app, with a rating card beside it.
  const label = labelOf(art.slug);
  const random = randomFrom(`app-${art.slug}`);
  const width = art.mobile ? 480 : 600;
  const height = art.mobile ? 600 : 480;
  const phoneX = Math.round(width * 0.18);
  const phoneY = Math.round(height * 0.08);
  const tiles: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const [background] = PALETTES[Math.floor(random() * PALETTES.length)] ?? PALETTES[0]!;
      tiles.push(`<rect x="${phoneX + 22 + column * 58}" y="${phoneY + 120 + row * 58}" width="48" height="48" rx="12" fill="${background}"/>`);
    }
  }
  return [
    svgOpen(width, height, label),
    `<rect width="${width}" height="${height}" fill="#EFE9FD"/>`,
    `<circle cx="${Math.round(width * 0.7)}" cy="${Math.round(height * 0.35)}" r="${Math.round(height * 0.3)}" fill="${GOLD}" fill-opacity="0.45"/>`,
    `<rect x="${phoneX}" y="${phoneY}" width="220" height="${Math.round(height * 0.84)}" rx="32" fill="${NIGHT}"/>`,
    `<rect x="${phoneX + 10}" y="${phoneY + 12}" width="200" height="${Math.round(height * 0.84) - 24}" rx="24" fill="#FFFFFF"/>`,
    `<rect x="${phoneX + 10}" y="${phoneY + 12}" width="200" height="88" rx="24" fill="${INDIGO}"/>`,
    text(phoneX + 110, phoneY + 64, 20, 800, '#FFFFFF', 'Prime Rewards', 'middle'),
    ...tiles,
    `<rect x="${Math.round(width * 0.56)}" y="${Math.round(height * 0.6)}" width="${Math.round(width * 0.38)}" height="84" rx="16" fill="#FFFFFF" stroke="#E6E1F2" stroke-width="2"/>`,
    text(Math.round(width * 0.6), Math.round(height * 0.6) + 36, 22, 800, NIGHT, '★★★★★'),
    text(Math.round(width * 0.6), Math.round(height * 0.6) + 64, 15, 500, '#5E5775', `${label} the app`),
    '</svg>',
  ].join('');
}

function festiveArt(art: ArtName): string {
  // A strip of lights and stars along the bottom of the footer.
  const width = art.mobile ? 720 : 1440;
  const height = 120;
  const random = randomFrom(`festive-${art.slug}`);
  const parts = [svgOpen(width, height, labelOf(art.slug)), `<rect width="${width}" height="${height}" fill="${NIGHT}"/>`];
  parts.push(`<path d="M0 30 Q ${width / 4} 70 ${width / 2} 30 T ${width} 30" fill="none" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="2"/>`);
  for (let i = 0; i < 24; i += 1) {
    const x = round((i + 0.5) * (width / 24));
    const y = round(30 + Math.sin((i / 24) * Math.PI * 4) * 18 + 8);
    const [, accent] = PALETTES[i % PALETTES.length] ?? PALETTES[0]!;
    parts.push(`<circle cx="${x}" cy="${y}" r="${round(4 + random() * 3)}" fill="${i % 3 === 0 ? GOLD : accent}"/>`);
  }
  for (let i = 0; i < 10; i += 1) {
    const x = round(random() * width);
    const y = round(70 + random() * 40);
    const r = round(3 + random() * 4);
    parts.push(`<path d="M${x} ${round(y - r * 2)} L${round(x + r * 0.6)} ${round(y - r * 0.6)} L${round(x + r * 2)} ${y} L${round(x + r * 0.6)} ${round(y + r * 0.6)} L${x} ${round(y + r * 2)} L${round(x - r * 0.6)} ${round(y + r * 0.6)} L${round(x - r * 2)} ${y} L${round(x - r * 0.6)} ${round(y - r * 0.6)} Z" fill="${GOLD}" fill-opacity="0.8"/>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A co-brand landing's background: the scenery alone, in the partner's colours, no words (the card over it says everything). */
const LANDING_PALETTES: Record<string, readonly [string, string]> = {
  shopper: ['#D0021B', '#FBD0D2'],
  'more-rewards': ['#0B7A3E', '#BDEBD2'],
};

function landingArt(art: ArtName): string {
  const width = art.mobile ? 720 : 1440;
  const height = art.mobile ? 1280 : 900;
  const palette = LANDING_PALETTES[art.slug] ?? paletteOf(`landing-${art.slug}`);
  const random = randomFrom(`landing-${art.slug}`);
  return [svgOpen(width, height, `${labelOf(art.slug)} background`), ...scenery(`landing-${art.slug}${art.mobile ? '-mob' : ''}`, width, height, palette, random), '</svg>'].join('');
}

/** The picture for a parsed name. */
export function artSvg(art: ArtName): string {
  switch (art.kind) {
    case 'app':
      return appArt(art);
    case 'social':
      return socialArt(art);
    case 'step':
      return stepArt(art);
    case 'avatar':
      return avatarArt(art);
    case 'festive':
      return festiveArt(art);
    case 'landing':
      return landingArt(art);
    case 'banner':
    case 'promo':
    case 'event':
    case 'blog':
    case 'exclusive':
      return wideArt(art.kind, art);
  }
}
