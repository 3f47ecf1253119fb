/** Phones get the '-mob' picture of a banner: `/static/2x/promo.svg` → `/static/2x/promo-mob.svg`. */
export function mobileImage(url: string): string {
  const [path = '', query] = url.split(/(?=[?#])/, 2) as [string, string | undefined];
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const withMob = dot > slash ? `${path.slice(0, dot)}-mob${path.slice(dot)}` : `${path}-mob`;
  return query ? `${withMob}${query}` : withMob;
}
