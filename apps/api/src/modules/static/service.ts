// Images by name: brand logos and covers (`brand-{companySlug}-logo.svg`, `…-cover.svg`) drawn from the
// company's data, and every other picture the seed names (`{kind}-{slug}(-mob).svg`, see art.ts).
import { notFound } from '../../http/errors';
import { artSvg, parseArtName } from './art';
import type { StaticRepository } from './repository';
import { coverSvg, logoSvg } from './svg';

const IMAGE_NAME = /^brand-([a-z0-9]+(?:-[a-z0-9]+)*)-(logo|cover)\.svg$/;

export const IMAGE_NOT_FOUND_MESSAGE = '404 image not found';

export function parseImageName(imageName: string): { slug: string; kind: 'logo' | 'cover' } | undefined {
  const match = IMAGE_NAME.exec(imageName);
  if (!match?.[1] || !match[2]) return undefined;
  return { slug: match[1], kind: match[2] as 'logo' | 'cover' };
}

export class StaticService {
  constructor(private readonly repository: StaticRepository) {}

  async image(imageName: string): Promise<string> {
    const art = parseArtName(imageName);
    if (art) return artSvg(art);
    const parsed = parseImageName(imageName);
    const company = parsed && (await this.repository.findCompanyBySlug(parsed.slug));
    if (!parsed || !company) throw notFound(IMAGE_NOT_FOUND_MESSAGE, 'Image not found');
    return parsed.kind === 'logo' ? logoSvg(company) : coverSvg(company);
  }
}
