// Types of production-env.mjs.
/** A production environment; `overrides` add or replace settings (DATA_DIR, DATABASE_URL, …). */
export function productionEnv(overrides?: Record<string, string>): Record<string, string>;
