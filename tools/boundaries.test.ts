// Proves the module-boundary table is really enforced: the workspace's own ESLint config is run on
// small fixture sources placed (virtually) inside real projects.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the given rules (and any parse error) for `code` linted as if it were `file`. */
async function lintErrors(file: string, code: string, ruleIds: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === null || ruleIds.includes(message.ruleId))
    .map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const boundaryErrors = (file: string, code: string) => lintErrors(file, code, ['@nx/enforce-module-boundaries']);

beforeAll(() => {
  // The rule reads Nx's cached project graph; make sure it exists (as `nx run-many -t lint` does).
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
}, 120_000);

describe('forbidden imports fail lint', () => {
  it.each([
    ['design-system (ui) importing api-client (data-access)', 'libs/design-system/src/fixture.ts', "import { createApiClient } from '@rewards/api-client';\nexport const x = createApiClient;\n"],
    ['the api server importing react', 'apps/api/src/fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['a feature importing the shell', 'libs/home/src/fixture.ts', "import { startApp } from '@rewards/app-shell';\nexport const x = startApp;\n"],
    ['a feature importing a feature other than auth', 'libs/home/src/fixture.ts', "import * as payment from '@rewards/membership';\nexport const x = payment;\n"],
    ['the shared browsing lib importing a browsing feature', 'libs/offers/src/fixture.ts', "import * as home from '@rewards/home';\nexport const x = home;\n"],
    ['data access importing ui', 'libs/api-client/src/fixture.ts', "import { Button } from '@rewards/design-system';\nexport const x = Button;\n"],
    ['the shared contract importing react', 'libs/api-contract/src/fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['the shell statically importing a lazy-loaded route lib', 'libs/app-shell/src/fixture.ts', "import { OfferGrid } from '@rewards/offers';\nexport const x = OfferGrid;\n"],
    ['the api server importing a client lib', 'apps/api/src/fixture.ts', "import { isPathAllowed } from '@rewards/partner';\nexport const x = isPathAllowed;\n"],
    ['a browser lib importing the servers\' runtime', 'libs/home/src/fixture.ts', "import { installGracefulShutdown } from '@rewards/server-runtime';\nexport const x = installGracefulShutdown;\n"],
    ['a site app importing the servers\' runtime', 'apps/web/src/fixture.ts', "import { closeOnlyAnsweredIdleConnections } from '@rewards/server-runtime';\nexport const x = closeOnlyAnsweredIdleConnections;\n"],
    ['the shared contract importing the servers\' runtime', 'libs/api-contract/src/fixture.ts', "import { DEFAULT_SHUTDOWN } from '@rewards/server-runtime';\nexport const x = DEFAULT_SHUTDOWN;\n"],
    ['a member feature importing the operator console', 'libs/membership/src/fixture.ts', "import { SECTIONS } from '@rewards/admin';\nexport const x = SECTIONS;\n"],
    ['the shell importing the operator console', 'libs/app-shell/src/fixture.ts', "import { SECTIONS } from '@rewards/admin';\nexport const x = SECTIONS;\n"],
    ['ui importing data access through its testing entry point, even in a test', 'libs/design-system/src/fixture.test.ts', "import { testApi } from '@rewards/api-client/testing';\nexport const x = testApi;\n"],
  ])('%s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });
});

describe('allowed imports pass lint', () => {
  it.each([
    ['a feature importing auth, the shared feature', 'libs/home/src/fixture.ts', "import * as auth from '@rewards/auth';\nexport const x = auth;\n"],
    ['a feature importing offers, the shared browsing pieces', 'libs/listing/src/fixture.ts', "import { OfferGrid } from '@rewards/offers';\nexport const x = OfferGrid;\n"],
    ['a feature importing ui and data access', 'libs/home/src/fixture.ts', "import { Button } from '@rewards/design-system';\nimport { ApiError } from '@rewards/api-client';\nexport const x = [Button, ApiError];\n"],
    ['the shell importing a feature and data access', 'libs/app-shell/src/fixture.ts', "import * as auth from '@rewards/auth';\nimport { ApiError } from '@rewards/api-client';\nexport const x = [auth, ApiError];\n"],
    ['the operator console importing a member feature\'s view (the campaign preview)', 'libs/admin/src/fixture.ts', "import { CampaignView } from '@rewards/membership/campaignView';\nexport const x = CampaignView;\n"],
    ['the api server importing the contract', 'apps/api/src/fixture.ts', "import { ALL_CATEGORY_ID } from '@rewards/api-contract';\nexport const x = ALL_CATEGORY_ID;\n"],
    ['the api server importing the servers\' runtime', 'apps/api/src/fixture.ts', "import { installGracefulShutdown } from '@rewards/server-runtime';\nexport const x = installGracefulShutdown;\n"],
    ['the site server importing the servers\' runtime', 'apps/site-server/src/fixture.ts', "import { closeOnlyAnsweredIdleConnections } from '@rewards/server-runtime';\nexport const x = closeOnlyAnsweredIdleConnections;\n"],
    ['a server\'s bundle script importing the shared bundling from tools', 'apps/api/scripts/fixture.mjs', "import { bundleServer } from '@rewards/tools/bundle';\nexport const x = bundleServer;\n"],
  ])('%s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

// Test helpers (the `./testing` entry points and `testing` folders) stay out of production code;
// tests, stories and other testing helpers may import them, and Nx resolves the deep imports.
const testingImport = "import { makeUser } from '@rewards/auth/testing';\nexport const x = makeUser;\n";
const testingImportErrors = (file: string, code: string) => lintErrors(file, code, ['no-restricted-imports', '@nx/enforce-module-boundaries']);

describe('test helpers in production code fail lint', () => {
  it.each([
    ['a feature importing @rewards/auth/testing', 'libs/home/src/fixture.ts', testingImport],
    ['a component importing @rewards/api-client/testing', 'libs/membership/src/PaymentPage/Fixture.tsx', "import { testApi } from '@rewards/api-client/testing';\nexport const x = testApi;\n"],
    ['an app importing @rewards/auth/testing', 'apps/web/src/fixture.ts', testingImport],
    ['a feature importing its own testing folder', 'libs/home/src/home/fixture.ts', "import { homeServer } from './testing/fixtures';\nexport const x = homeServer;\n"],
    ['auth importing its own testing entry by a relative path', 'libs/auth/src/login/fixture.ts', "import { makeUser } from '../testing';\nexport const x = makeUser;\n"],
    ['an API module importing the API test settings', 'apps/api/src/modules/catalogue/fixture.ts', "import { testAppConfig } from '../../test/config';\nexport const x = testAppConfig;\n"],
  ])('%s', async (_name, file, code) => {
    expect((await testingImportErrors(file, code)).filter((message) => message.startsWith('no-restricted-imports'))).not.toEqual([]);
  });
});

describe('test helpers in tests, stories and testing helpers pass lint', () => {
  it.each([
    ['a test importing @rewards/auth/testing', 'libs/home/src/fixture.test.ts', testingImport],
    ['a story importing @rewards/auth/testing', 'libs/membership/src/fixture.stories.tsx', testingImport],
    ['a testing helper importing @rewards/auth/testing', 'libs/app-shell/src/testing/fixture.ts', testingImport],
    ['a test importing its own testing folder', 'libs/home/src/home/fixture.test.ts', "import { homeServer } from './testing/fixtures';\nexport const x = homeServer;\n"],
    ['an API test importing the API test settings', 'apps/api/src/modules/catalogue/fixture.test.ts', "import { testAppConfig } from '../../test/config';\nexport const x = testAppConfig;\n"],
  ])('%s', async (_name, file, code) => {
    expect(await testingImportErrors(file, code)).toEqual([]);
  });
});

// The API's modules meet only at their entry files (apps/api/src/modules/<name>/index.ts), and shared
// code (apps/api/src/shared/<topic>/) is reached through its entry file and reaches into no module.
const apiModuleErrors = (file: string, code: string) => lintErrors(file, code, ['@typescript-eslint/no-restricted-imports']);

describe("an API module reaching into another module's inner files fails lint", () => {
  it.each([
    ["a module importing another module's repository", 'apps/api/src/modules/home/fixture.ts', "import { CatalogueRepository } from '../catalogue/repository';\nexport const x = CatalogueRepository;\n"],
    ["a module's test importing another module's inner file", 'apps/api/src/modules/home/fixture.api.test.ts', "import type { OfferRow } from '../catalogue/repository';\nexport type X = OfferRow;\n"],
    ["an adapter importing another module's inner file", 'apps/api/src/modules/messages/adapters/sms/fixture.ts', "import { deriveAuthKeys } from '../../../auth/crypto';\nexport const x = deriveAuthKeys;\n"],
    ["a module importing a shared topic's inner file", 'apps/api/src/modules/credit/fixture.ts', "import { RateLimiter } from '../../shared/rate-limit/limiter';\nexport const x = RateLimiter;\n"],
    ['shared code importing a module', 'apps/api/src/shared/mobile/fixture.ts', "import type { AuthAccess } from '../../modules/auth';\nexport type X = AuthAccess;\n"],
  ])('%s', async (_name, file, code) => {
    expect(await apiModuleErrors(file, code)).not.toEqual([]);
  });
});

describe('API modules using entry files pass lint', () => {
  it.each([
    ["a module importing another module's entry file", 'apps/api/src/modules/home/fixture.ts', "import { catalogueReader } from '../catalogue';\nexport const x = catalogueReader;\n"],
    ["an adapter importing its own module's files", 'apps/api/src/modules/messages/adapters/sms/fixture.ts', "import { PermanentDeliveryError } from '../../errors';\nimport type { SmsPort } from './port';\nexport const x = PermanentDeliveryError;\nexport type X = SmsPort;\n"],
    ['a module importing a shared topic and the database', 'apps/api/src/modules/credit/fixture.ts', "import { rateLimiterFactory } from '../../shared/rate-limit';\nimport type { AppDb } from '../../db/connection';\nexport const x = rateLimiterFactory;\nexport type X = AppDb;\n"],
    ['shared code importing another shared topic', 'apps/api/src/shared/one-time-codes/fixture.ts', "import { refusal } from '../auth-refusals';\nexport const x = refusal;\n"],
  ])('%s', async (_name, file, code) => {
    expect(await apiModuleErrors(file, code)).toEqual([]);
  });
});
