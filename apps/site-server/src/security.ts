// The headers every site answer carries. Pages get a policy with a fresh nonce per response: no
// inline script runs without it (the server's state goes into JSON scripts, which never run), and
// no other site may frame a page.
import { randomBytes } from 'node:crypto';

export const HSTS = 'max-age=31536000; includeSubDomains';

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

export const newNonce = () => randomBytes(16).toString('base64');

/** The page policy. Styles may be inline (React renders style attributes); scripts only with the nonce. */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    // reCAPTCHA, when a site key is configured, is the one outside script.
    `script-src 'self' 'nonce-${nonce}' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
