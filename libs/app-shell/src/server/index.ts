// The server side of the shell: imported by each site's server entry, never by the browser bundle.
export { createServerRenderer, type RenderRequest, type RenderResult, type RendererSettings, type ServerRender, type ServerRendererOptions } from './renderPage';
export { createSiteFiles, type SiteFiles, type SiteFilesOptions } from './siteFiles';
export { APP_ICONS, MANIFEST_PATH, OFFLINE_PAGE, offlinePage, webAppManifest } from './appFiles';
