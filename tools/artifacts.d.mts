// Types of tools/artifacts.mjs for its test (tools/artifacts.test.ts).
export interface LockEntry {
  version?: string;
  link?: boolean;
  optional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}
export const ARTIFACTS_DIR: string;
export const SITES: string[];
export function npmDependencies(names: string[]): Map<string, string>;
export function lockSubset(lock: { packages: Record<string, LockEntry> }, roots: [string, string][]): { packages: Record<string, LockEntry>; directVersions: Record<string, string> };
export function bareImports(dirs: string[]): Set<string>;
export function makeArtifacts(): Promise<{ name: string; dir: string; dependencies: number; packages: number; bytes: number }[]>;
