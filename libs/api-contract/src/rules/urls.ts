// The URL detector (spec browsing §5 and account and payment §5: "A URL detector flags text
// containing http(s) or www links"): one rule for the site, which flags a member's text as it is
// checked, and the server, which can refuse the same text.

/** http:// or https:// anywhere, or a www. host (any case), at the start of the text or after a non-word character. */
const URL_IN_TEXT = /(?:https?:\/\/|(?:^|[^\p{L}\p{N}_])www\.)/iu;

/** True when the text carries an http(s) or www link ('Visit www.example.com', 'https://x.in'). */
export function containsUrl(text: string): boolean {
  return URL_IN_TEXT.test(text);
}
