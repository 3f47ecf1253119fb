import type { DataDeps } from '@rewards/api-client';
import { isPathAllowed, type PartnerConfig } from '@rewards/partner';
import { matchPath, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RouteError } from '../errors/RouteError';
import { RootLayout } from '../layout/RootLayout';
import type { RegistryEntry, RouteHandle } from './registry';

/** The part of a route pattern before its first parameter: what the allowed-path rule is checked against. */
export function staticPrefix(pattern: string): string {
  const index = pattern.indexOf('/:');
  return index === -1 ? pattern : pattern.slice(0, index) || '/';
}

/** The registry entries a partner serves. */
export function servedEntries(partner: PartnerConfig, registry: readonly RegistryEntry[]): RegistryEntry[] {
  return registry.filter((entry) => isPathAllowed(staticPrefix(entry.path), partner.allowedPaths));
}

const notFoundHandle: RouteHandle = { header: 'standard', footer: true };

export interface BuildRoutesOptions {
  /**
   * Building for the server, which renders as a visitor: a member-only page's loader is not run
   * there (its data needs the member's token); the browser loads it once the session is restored.
   */
  server?: boolean;
}

const noData = () => null;

/** Builds the app's route tree: the served registry entries, lazy, inside the shell's frame. */
export function buildRoutes(partner: PartnerConfig, deps: DataDeps, registry: readonly RegistryEntry[], options: BuildRoutesOptions = {}): RouteObject[] {
  const served = servedEntries(partner, registry);
  // The frame links only to pages this route table really serves, never to the not-found screen.
  const servedPatterns = served.map((entry) => entry.path);
  // Asked for every link of the header, side menu and footer on every render of the frame; each
  // `matchPath` compiles its pattern, and the answers were 40 ms of the home's hydration: kept per
  // path (the frame's links are a few dozen).
  const answers = new Map<string, boolean>();
  const isServed = (path: string) => {
    let answer = answers.get(path);
    if (answer === undefined) {
      answer = servedPatterns.some((pattern) => matchPath(pattern, path) !== null);
      if (answers.size < 1000) answers.set(path, answer);
    }
    return answer;
  };
  const children: RouteObject[] = served.map((entry) => ({
    path: entry.path,
    handle: entry.handle,
    lazy: async () => {
      const module = await entry.load();
      return {
        Component: module.Component,
        ...(module.ErrorBoundary && { ErrorBoundary: module.ErrorBoundary }),
        ...(module.createLoader && { loader: options.server && entry.handle.protected ? noData : module.createLoader(deps) }),
      };
    },
  }));
  children.push({ path: '/404', handle: notFoundHandle, Component: NotFoundPage });
  children.push({ path: '*', handle: notFoundHandle, Component: NotFoundPage });
  return [{ element: <RootLayout isServed={isServed} />, ErrorBoundary: RouteError, children: [{ ErrorBoundary: RouteError, children }] }];
}
