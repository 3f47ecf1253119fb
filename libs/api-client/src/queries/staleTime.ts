/**
 * How long read data counts as fresh: one minute, the `max-age` the API gives its cacheable `/c/`
 * answers. The `/nc/` catalogue reads use it too: they are uncacheable for shared caches because
 * the body may name the viewer, but a minute-old catalogue in one tab is fine, and signing in or
 * out invalidates through the factories' `all()` keys.
 */
export const STALE_TIME = 60_000;
