// `load plans <file.yaml>`: the plans members can buy or start, in payment.yaml's `variants` shape
// (the seed's VariantSeedSchema). Matched by name: a new name is added, a changed plan is updated, an
// unchanged one is left alone, and plans the file does not name stay as they are (orders point at
// them). Other sections of a payment.yaml (demo codes, referral codes, campaigns) are not loaded.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { subscriptionVariants } from '../db/schema';
import { VariantSeedSchema } from '../seed/data-schema';
import { inTransaction, refuseIf, sameRow, type LoadReport } from './report';
import { checkYaml, LoadRefused, otherTopLevelKeys, readYamlSource, type LoadProblem } from './source';

const PlansFileSchema = v.object({ variants: v.pipe(v.array(VariantSeedSchema), v.minLength(1)) });
const paise = (rupees: number) => Math.round(rupees * 100);

export async function loadPlans(db: AppDb, file: string, label = file): Promise<LoadReport> {
  const source = readYamlSource(file, label);
  if ('problems' in source) throw new LoadRefused(source.problems);
  const yaml = source;
  const checked = checkYaml(yaml, PlansFileSchema);
  if (!checked.ok) throw new LoadRefused(checked.problems);
  const { variants } = checked.value;

  const problems: LoadProblem[] = [];
  const at = (index: number, field?: string) => ({ file: label, line: yaml.line(field ? ['variants', index, field] : ['variants', index]) });
  const seen = new Map<string, number>();
  variants.forEach((variant, index) => {
    const first = seen.get(variant.name);
    if (first !== undefined) problems.push({ ...at(index, 'name'), message: `plan ${variant.name} is listed twice (first on line ${yaml.line(['variants', first, 'name'])})` });
    seen.set(variant.name, index);
    if (variant.price > variant.listPrice) problems.push({ ...at(index, 'price'), message: `plan ${variant.name} costs more (${variant.price}) than its list price (${variant.listPrice})` });
    if (variant.preferred && variant.planType !== 'PAYMENT') problems.push({ ...at(index, 'preferred'), message: `plan ${variant.name} is preferred but not a PAYMENT plan` });
  });
  const preferred = variants.filter((variant) => variant.preferred);
  if (preferred.length > 1) problems.push({ ...at(variants.indexOf(preferred[1] as (typeof variants)[number]), 'preferred'), message: `only one plan may be preferred; ${preferred.map((p) => p.name).join(' and ')} are` });
  refuseIf(problems);

  const notes = otherTopLevelKeys(yaml, ['variants']).map((key) => `${key}: not loaded by \`load plans\` (only variants are)`);
  return inTransaction(db, async (tx) => {
    const existing = new Map((await tx.select().from(subscriptionVariants)).map((row) => [row.name, row]));
    // The sites need exactly one preferred paid plan: the file's, or the one the database has.
    const preferredAfter = preferred[0]?.name ?? [...existing.values()].find((row) => row.preferred && row.planType === 'PAYMENT' && !seen.has(row.name))?.name;
    if (!preferredAfter) refuseIf([{ ...at(0), message: 'no plan is preferred: mark one PAYMENT plan `preferred: true` (the sites offer it first)' }]);

    const counts = { plans: variants.length, added: 0, updated: 0, unchanged: 0 };
    for (const [position, variant] of variants.entries()) {
      const values = {
        displayName: variant.displayName,
        planType: variant.planType,
        durationDays: variant.durationDays,
        listPricePaise: paise(variant.listPrice),
        pricePaise: paise(variant.price),
        preferred: variant.name === preferredAfter,
        position,
        description: variant.description ?? null,
        statusTag: variant.statusTag ?? null,
        statusTagColour: variant.statusTagColour ?? null,
      };
      const row = existing.get(variant.name);
      if (!row) {
        await tx.insert(subscriptionVariants).values({ name: variant.name, ...values });
        counts.added += 1;
      } else if (!sameRow(values, row)) {
        await tx.update(subscriptionVariants).set(values).where(eq(subscriptionVariants.id, row.id));
        counts.updated += 1;
      } else counts.unchanged += 1;
    }
    // A preferred plan in the file takes the mark from any other.
    for (const row of existing.values()) {
      if (row.preferred && row.name !== preferredAfter && !seen.has(row.name)) {
        await tx.update(subscriptionVariants).set({ preferred: false }).where(eq(subscriptionVariants.id, row.id));
        counts.updated += 1;
      }
    }
    return { summary: `plans: ${counts.plans} in the file, ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged`, counts, notes };
  });
}
