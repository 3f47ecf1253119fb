import type { UserConfig } from 'vite';

export declare const API_PORT: 3333;
export declare const API_PATH_PREFIXES: readonly string[];
export declare const sitePorts: { readonly web: 4200; readonly shopper: 4201; readonly 'more-rewards': 4202 };
export type SiteName = keyof typeof sitePorts;
export declare function siteConfig(site: SiteName, env?: { isSsrBuild?: boolean; command?: string; mode?: string }): UserConfig;
