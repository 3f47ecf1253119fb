// `npm run enrol --workspace @rewards/api -- --partner SHOPPERS_STOP path/to/file.csv`: adds a
// partner's enrolment file to its list, on the embedded database (DATA_DIR; stop the API first, PGlite
// has one writer) or on DATABASE_URL. Migrates first, so a fresh database works. Exit codes: 0 done
// (invalid lines are reported, not fatal), 2 bad arguments or settings, 1 a failure.
import fs from 'node:fs';
import path from 'node:path';
import { isPartnerChannel, PARTNER_CHANNELS, type PartnerChannel } from '@rewards/api-contract';
import { cliConfig, runAsScript, withCliDatabase } from './cli';
import { importEnrolments } from './modules/partners/enrolment-import';

const USAGE = `usage: npm run enrol --workspace @rewards/api -- --partner <${PARTNER_CHANNELS.join('|')}> <file.csv>`;

export function parseArguments(argv: readonly string[]): { partner: PartnerChannel; file: string } | string {
  let partner: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--partner') partner = argv[(i += 1)];
    else if (arg.startsWith('--partner=')) partner = arg.slice('--partner='.length);
    else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (!partner) return 'missing --partner';
  if (!isPartnerChannel(partner)) return `unknown partner ${partner}`;
  if (files.length !== 1) return 'give exactly one file';
  return { partner, file: files[0] as string };
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return 2;
  }
  const config = cliConfig();
  if (config === 2) return 2;
  // npm runs workspace scripts in the workspace folder; a relative path means the caller's folder.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
  if (!fs.existsSync(file)) {
    console.error(`no such file: ${file}`);
    return 2;
  }
  const text = fs.readFileSync(file, 'utf8');
  return withCliDatabase(config, async (database) => {
    const result = await importEnrolments(database.db, args.partner, text);
    for (const line of result.invalid) console.error(`line ${line.line}: not a valid mobile: ${line.text}`);
    console.log(
      `${result.partner}: ${result.mobiles} mobiles read, ${result.added} enrolled, ${result.alreadyEnrolled} already enrolled, ` +
        `${result.duplicates} repeated in the file, ${result.invalid.length} invalid lines (database: ${database.driver})`,
    );
    return 0;
  });
}

runAsScript(import.meta.filename, main);
