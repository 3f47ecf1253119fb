// Brand images by name: `brand-{companySlug}-logo.svg` and `brand-{companySlug}-cover.svg`.
import { notFound } from '../../http/errors';
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
    const parsed = parseImageName(imageName);
    const company = parsed && (await this.repository.findCompanyBySlug(parsed.slug));
    if (!parsed || !company) throw notFound(IMAGE_NOT_FOUND_MESSAGE, 'Image not found');
    return parsed.kind === 'logo' ? logoSvg(company) : coverSvg(company);
  }
}
