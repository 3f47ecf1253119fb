// Brand images drawn from brand data alone: the same company always gives the same bytes, so the
// images can be cached for a day and need nothing from the internet.

export interface BrandArt {
  name: string;
  slug: string;
  /** #RRGGBB */
  color: string;
  /** #RRGGBB */
  accentColor: string;
  tagline?: string | null;
}

const FONT = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Up to two letters: the initials of the first two words, or the first two letters of one word. */
export function monogram(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first, second] = words;
  if (!first) return '?';
  const letters = second ? `${first[0]}${second[0]}` : first.slice(0, 2);
  return letters.toUpperCase();
}

/** Relative luminance (WCAG) of #RRGGBB. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Dark ink on light brand colours, white on dark ones. */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.45 ? '#1A1A1A' : '#FFFFFF';
}

/** FNV-1a of the text: a stable number for picking colours and seeding shapes. */
export function hashOf(text: string): number {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return seed >>> 0;
}

/** A small deterministic PRNG (mulberry32) seeded from the text: the same shapes for the same name. */
export function randomFrom(text: string): () => number {
  let seed = hashOf(text);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A coordinate to one decimal: shorter SVG. */
export const round = (value: number) => Math.round(value * 10) / 10;

export function logoSvg(brand: BrandArt): string {
  const ink = inkOn(brand.color);
  const letters = escapeXml(monogram(brand.name));
  const wordmark = escapeXml(brand.name.length > 18 ? `${brand.name.slice(0, 17)}…` : brand.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(brand.name)} logo">`,
    `<rect width="256" height="256" rx="48" fill="${brand.color}"/>`,
    `<circle cx="128" cy="108" r="66" fill="${brand.accentColor}" fill-opacity="0.35"/>`,
    `<text x="128" y="132" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="800" fill="${ink}">${letters}</text>`,
    `<text x="128" y="218" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="600" fill="${ink}">${wordmark}</text>`,
    `</svg>`,
  ].join('');
}

export function coverSvg(brand: BrandArt): string {
  const random = randomFrom(brand.slug);
  const ink = inkOn(brand.color);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const cx = round(random() * 1200);
    const cy = round(random() * 600);
    const r = round(40 + random() * 180);
    const opacity = round(0.08 + random() * 0.22);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 === 0 ? brand.accentColor : ink}" fill-opacity="${opacity}"/>`);
  }
  const waveY = round(380 + random() * 120);
  const tagline = brand.tagline ? escapeXml(brand.tagline) : '';
  const id = `g-${brand.slug}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600" role="img" aria-label="${escapeXml(brand.name)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${brand.color}"/><stop offset="1" stop-color="${brand.accentColor}"/>`,
    `</linearGradient></defs>`,
    `<rect width="1200" height="600" fill="url(#${id})"/>`,
    ...shapes,
    `<path d="M0 ${waveY} C 300 ${round(waveY - 90)}, 900 ${round(waveY + 90)}, 1200 ${waveY} L1200 600 L0 600 Z" fill="${brand.color}" fill-opacity="0.55"/>`,
    `<text x="80" y="300" font-family="${FONT}" font-size="88" font-weight="800" fill="${ink}">${escapeXml(brand.name)}</text>`,
    tagline ? `<text x="84" y="360" font-family="${FONT}" font-size="36" font-weight="500" fill="${ink}" fill-opacity="0.9">${tagline}</text>` : '',
    `</svg>`,
  ].join('');
}
