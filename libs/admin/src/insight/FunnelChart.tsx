// The funnel as a bar chart (its own chunk: recharts loads only when the insight page shows a
// funnel). One cluster per step, one bar per group (the largest groups; the table lists them all).
// The chart is a picture with a name; the table beside it is its accessible equivalent.
import { vars } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { insightCatalogue } from './i18n/catalogue';
import { formatCount, groupLabel, stepLabel, type Funnel } from './format';
import * as styles from './insight.css';

/** At most this many groups are drawn (the most visited); more bars per step would not be readable. */
export const CHARTED_GROUPS = 6;

const SERIES_COLOURS = [vars.color.brandAccent, vars.color.info, vars.color.positive, vars.color.critical, vars.color.highlight, vars.color.textMuted];

export interface FunnelChartProps {
  funnel: Funnel;
  /** The chart's accessible name. */
  label: string;
}

export default function FunnelChart({ funnel, label }: FunnelChartProps) {
  const t = useT(insightCatalogue);
  const locale = useLocale();
  const groups = funnel.groups.length > 0 ? funnel.groups.slice(0, CHARTED_GROUPS) : [funnel.total];
  const data = funnel.total.steps.map((total, index) => ({
    step: stepLabel(t, total.step),
    counts: groups.map((group) => group.steps[index]?.count ?? 0),
  }));
  return (
    <div role="img" aria-label={label} className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={vars.color.borderSubtle} vertical={false} />
          <XAxis dataKey="step" tick={{ fill: vars.color.text, fontSize: 12 }} interval={0} />
          <YAxis tickFormatter={(value: number) => formatCount(value, locale)} tick={{ fill: vars.color.text, fontSize: 12 }} allowDecimals={false} width={56} />
          <Tooltip formatter={(value) => formatCount(Number(value), locale)} contentStyle={{ background: vars.color.surfaceRaised, borderColor: vars.color.border, color: vars.color.text }} />
          <Legend wrapperStyle={{ color: vars.color.text }} />
          {groups.map((group, index) => (
            <Bar
              key={group.group}
              name={groupLabel(t, funnel.by, group.group)}
              dataKey={(row: { counts: number[] }) => row.counts[index] ?? 0}
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
