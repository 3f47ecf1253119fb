// The staff sign-in's settings (read by config.ts from the environment): the console's public origin
// (the browser reaches the API through the console's proxy, so the callback lives there) and the
// company's OpenID Connect provider, or the sandbox provider this API serves in development.

export interface StaffSignInConfig {
  /** The console's public origin: `{consoleOrigin}/nc/admin/v1/auth/callback` is the redirect URI. */
  consoleOrigin: string;
  /** The OpenID Connect issuer; its discovery document names the endpoints. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The sandbox provider served by this API at `issuer` (development only, refused in production). */
  sandbox: boolean;
}

export const STAFF_SIGN_IN_PATHS = {
  login: '/nc/admin/v1/auth/login',
  callback: '/nc/admin/v1/auth/callback',
  logout: '/nc/admin/v1/auth/logout',
  sandboxIssuer: '/dev/oidc/staff',
} as const;

export const DEFAULT_CONSOLE_ORIGIN = 'http://localhost:4203';
export const SANDBOX_STAFF_CLIENT_ID = 'sandbox-console';

/** The environment variables this reads (config.ts's schema has checked their shapes). */
export interface StaffSignInEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  CONSOLE_ORIGIN?: string | undefined;
  STAFF_OIDC_ISSUER?: string | undefined;
  STAFF_OIDC_CLIENT_ID?: string | undefined;
  STAFF_OIDC_CLIENT_SECRET?: string | undefined;
}

/**
 * The settings, or the problems (each naming its variable) that stop the start. The sandbox provider
 * signs anyone in as any demo staff member, admin included, so production must name the company's
 * provider (all three STAFF_OIDC_* settings, https) and the console's origin it is registered with.
 */
export function staffSignInConfigFrom(env: StaffSignInEnv, sandboxClientSecret: string): { config: StaffSignInConfig; problems: string[] } {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const real = { STAFF_OIDC_ISSUER: env.STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID: env.STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET: env.STAFF_OIDC_CLIENT_SECRET };
  const missing = Object.entries(real).filter(([, value]) => value === undefined).map(([name]) => name);
  if (production && missing.length > 0) {
    problems.push(`${missing.join(', ')}: required when NODE_ENV=production: the company's OpenID Connect provider for staff sign-in (the sandbox staff provider, which lets anyone sign in as an admin, is refused in production)`);
  } else if (missing.length > 0 && missing.length < 3) {
    problems.push(`${missing.join(', ')}: set together with the other STAFF_OIDC_* settings (issuer, client id and secret), or none for the sandbox staff provider`);
  }
  if (production && env.STAFF_OIDC_ISSUER !== undefined && !env.STAFF_OIDC_ISSUER.startsWith('https://')) problems.push('STAFF_OIDC_ISSUER: must be an https URL when NODE_ENV=production');
  if (production && env.CONSOLE_ORIGIN === undefined) problems.push('CONSOLE_ORIGIN: is required when NODE_ENV=production (the console\'s public origin, where the staff sign-in callback is registered)');
  const consoleOrigin = new URL(env.CONSOLE_ORIGIN ?? DEFAULT_CONSOLE_ORIGIN).origin;
  const config: StaffSignInConfig =
    missing.length === 0
      ? { consoleOrigin, issuer: env.STAFF_OIDC_ISSUER as string, clientId: env.STAFF_OIDC_CLIENT_ID as string, clientSecret: env.STAFF_OIDC_CLIENT_SECRET as string, sandbox: false }
      : sandboxStaffSignIn(consoleOrigin, sandboxClientSecret);
  return { config, problems };
}

/** The sandbox provider at `{consoleOrigin}/dev/oidc/staff` (development and tests). */
export function sandboxStaffSignIn(consoleOrigin: string = DEFAULT_CONSOLE_ORIGIN, clientSecret = 'sandbox-console-secret-0123456789abcdef'): StaffSignInConfig {
  return { consoleOrigin, issuer: `${consoleOrigin}${STAFF_SIGN_IN_PATHS.sandboxIssuer}`, clientId: SANDBOX_STAFF_CLIENT_ID, clientSecret, sandbox: true };
}
