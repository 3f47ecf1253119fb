import { parseSiteEnv } from '@rewards/partner';

/** This site's validated `VITE_*` settings. */
export const env = parseSiteEnv(import.meta.env);
