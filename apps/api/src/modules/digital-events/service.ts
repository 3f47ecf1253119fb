import fs from 'node:fs';
import path from 'node:path';
import type { components, LoginType } from '@rewards/api-contract';
import { notFound } from '../../http/errors';
import type { UserRow } from '../auth';
import { viewerOf, type CatalogueReader } from '../catalogue';
import { MEDIA_DIR } from '../static';
import { digitalEventState, mayWatch, streamOf, videoFor } from './rules';

type DigitalEvent = components['schemas']['DigitalEvent'];

export const DIGITAL_EVENT_NOT_FOUND_MESSAGE = '404 event not found';

const isoOrNull = (raw: string | undefined) => {
  const time = raw ? Date.parse(raw) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
};

export class DigitalEventService {
  constructor(
    private readonly repository: CatalogueReader,
    private readonly now: () => Date,
    private readonly hasCaptions: (video: string) => boolean = (video) => fs.existsSync(path.join(MEDIA_DIR, `${video}.vtt`)),
  ) {}

  /** The event named `name` (an offer's own name, never a brand's) as `user` may see it. */
  async event(name: string, user: Pick<UserRow, 'primeProfile'>, loginType: LoginType): Promise<DigitalEvent> {
    const row = await this.repository.findOfferByName(name);
    // The repository also answers a brand's first offer for a brand's slug: a digital event's address is its own name.
    if (!row || row.name.toLowerCase() !== name.toLowerCase()) throw notFound(DIGITAL_EVENT_NOT_FOUND_MESSAGE, 'This event does not exist.');
    const info = row.extraInfoMap;
    const stream = streamOf(info, this.hasCaptions);
    const allowed = mayWatch(viewerOf(user, loginType));
    const state = stream ? digitalEventState(info, this.now().getTime()) : null;
    return {
      name: row.name,
      categorySlug: row.categorySlug,
      header: row.header,
      subHeader: row.subHeader,
      companyName: row.companyName,
      aboutText: row.aboutText,
      posterUrl: info.xclusiveImage ?? null,
      startTime: isoOrNull(info.xclusiveStartTime),
      endTime: isoOrNull(info.xclusiveEndTime),
      date: info.xclusiveDate ?? null,
      duration: info.xclusiveDuration ?? null,
      isDigitalEvent: stream !== undefined,
      state,
      mayWatch: allowed,
      video: stream && state ? videoFor(stream, state, allowed) : null,
    };
  }
}
