// `npm run load --workspace @rewards/api -- <what> <file>`: what an operator loads into a production
// database, which the server never seeds (server.ts). One command per kind of data, each a file in and
// line-numbered problems out; a file with any problem writes nothing, and loading the same file again
// changes nothing (src/operator/*). Works on DATABASE_URL, else the embedded database in DATA_DIR (stop
// the API first: PGlite has one writer); migrates first, so a fresh database works.
// Exit codes: 0 loaded (or nothing to change), 1 refused (nothing written) or a failure, 2 bad arguments or settings.
import fs from 'node:fs';
import path from 'node:path';
import { isPartnerChannel, PARTNER_CHANNELS, type PartnerChannel } from '@rewards/api-contract';
import { cliConfig, runAsScript, withCliDatabase } from './cli';
import type { AppDb } from './db/connection';
import { loadCardBins } from './operator/card-bins';
import { loadCatalogue } from './operator/catalogue';
import { loadCouponCodes } from './operator/coupon-codes';
import { loadEnrolments } from './operator/enrolments';
import { loadPlans } from './operator/plans';
import { loadPromoCodes } from './operator/promo-codes';
import type { LoadReport } from './operator/report';
import { formatProblem, LoadRefused } from './operator/source';
import { loadStoreCodes } from './operator/store-codes';

export const LOAD_KINDS = ['catalogue', 'plans', 'promo-codes', 'store-codes', 'coupon-codes', 'card-bins', 'enrolments'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

const USAGE = `usage: npm run load --workspace @rewards/api -- <kind> <path>
  catalogue <dir>          companies, categories, offers, home, banners, content, cities, offerings, card channels, partner plans (a directory laid out as src/seed/data)
  plans <file.yaml>        the plans (payment.yaml's variants)
  promo-codes <file.csv>   gift and promo codes: code,name,type,discount|discountPercent,maxDiscount,startsAt,endsAt,usageLimit,eligibility,variantName,offerText,primaryGCText,listed
  store-codes <file.csv>   partner store codes: partner,code,name,startsAt,endsAt
  coupon-codes <file.csv>  a brand's unique codes for pool offerings: offering,code,pin,expiresAt
  card-bins <file.csv>     card BINs or ranges: channel,bin,eligible,cardName,refusalMessage
  enrolments --partner <${PARTNER_CHANNELS.join('|')}> <file.csv>   a partner's enrolment list (one mobile a line)`;

export interface LoadArguments {
  kind: LoadKind;
  path: string;
  partner?: PartnerChannel;
}

export function parseLoadArguments(argv: readonly string[]): LoadArguments | string {
  let partner: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--partner') partner = argv[(i += 1)];
    else if (arg.startsWith('--partner=')) partner = arg.slice('--partner='.length);
    else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else rest.push(arg);
  }
  const [kind, file, ...extra] = rest;
  if (!kind) return 'say what to load';
  if (!(LOAD_KINDS as readonly string[]).includes(kind)) return `unknown kind ${kind}`;
  if (!file || extra.length > 0) return `give exactly one ${kind === 'catalogue' ? 'directory' : 'file'}`;
  if (kind === 'enrolments') {
    if (!partner) return 'enrolments need --partner';
    if (!isPartnerChannel(partner)) return `unknown partner ${partner}`;
    return { kind, path: file, partner };
  }
  if (partner !== undefined) return `--partner is for enrolments only`;
  return { kind: kind as LoadKind, path: file };
}

/** Runs one load on a database; `label` is how messages name the file. Throws LoadRefused on any problem. */
export async function runLoad(db: AppDb, args: LoadArguments, absolutePath: string, label = args.path): Promise<LoadReport> {
  if (args.kind === 'catalogue') return loadCatalogue(db, absolutePath);
  if (args.kind === 'plans') return loadPlans(db, absolutePath, label);
  const text = fs.readFileSync(absolutePath, 'utf8');
  switch (args.kind) {
    case 'promo-codes':
      return loadPromoCodes(db, text, label);
    case 'store-codes':
      return loadStoreCodes(db, text, label);
    case 'coupon-codes':
      return loadCouponCodes(db, text, label);
    case 'card-bins':
      return loadCardBins(db, text, label);
    case 'enrolments':
      return loadEnrolments(db, args.partner as PartnerChannel, text, label);
  }
}

async function main(): Promise<number> {
  const args = parseLoadArguments(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return 2;
  }
  const config = cliConfig();
  if (config === 2) return 2;
  // npm runs workspace scripts in the workspace folder; a relative path means the caller's folder.
  const absolutePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.path);
  if (!fs.existsSync(absolutePath)) {
    console.error(`no such ${args.kind === 'catalogue' ? 'directory' : 'file'}: ${absolutePath}`);
    return 2;
  }
  return withCliDatabase(config, async (database) => {
    try {
      const report = await runLoad(database.db, args, absolutePath);
      for (const note of report.notes) console.log(`note: ${note}`);
      console.log(`${report.summary} (database: ${database.driver})`);
      return 0;
    } catch (error) {
      if (!(error instanceof LoadRefused)) throw error;
      for (const problem of error.problems) console.error(formatProblem(problem));
      console.error(`${args.path}: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'}; nothing was written`);
      return 1;
    }
  });
}

runAsScript(import.meta.filename, main);
