import { defineConfig } from 'vitest/config';

/**
 * Every unit and component suite but the API's (its own run, on a database) in one Vitest process:
 * each folder is a project with its own config (jsdom or node, its plugins and setup), and all share
 * one pool of workers, where a Vitest per project (`nx run-many -t test`) started 20 and left a core
 * idle while the longest ones ran alone (docs/testing.md).
 */
export default defineConfig({
  test: { projects: ['libs/*', 'apps/site-server', 'tools'] },
});
