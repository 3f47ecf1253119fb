/** The app-download link for this device: the App Store on Apple devices, else Google Play. */
export function appDownloadLink(userAgent: string, links: { ios: string; android: string }): string {
  const apple = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && /Mobile/i.test(userAgent));
  return apple ? links.ios : links.android;
}
