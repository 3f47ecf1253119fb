// Insight (marketers and admins): the funnel and the web vitals over a period of India's days. The
// period and the grouping live in the address (`?from=&to=&by=`), so a reload or a shared link
// shows the same figures. The funnel is a chart (its own lazily loaded chunk) with its numbers in a
// table beside it; the web vitals are a table per page and device, ratings in words.
import { Button, fieldControl, fieldStack, ScrollTable } from '@rewards/design-system';
import { useClock } from '@rewards/clock';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { useFunnel, useWebVitals } from './api';
import {
  DEVICE_LABELS,
  formatConversion,
  formatCount,
  formatDay,
  formatVital,
  GROUPING_LABELS,
  groupLabel,
  METRIC_NAMES,
  METRICS,
  RATING_LABELS,
  STEP_LABELS,
  thresholdText,
  type Funnel,
  type FunnelGrouping,
  type FunnelRow,
  type PageVitals,
  type WebVitals,
} from './format';
import * as styles from './insight.css';
import { lastDays, periodProblem, PRESETS, type Period } from './period';

const FunnelChart = lazy(() => import('./FunnelChart'));

const GROUPINGS = Object.keys(GROUPING_LABELS) as FunnelGrouping[];
const isGrouping = (value: string | null): value is FunnelGrouping => value !== null && (GROUPINGS as string[]).includes(value);

export function InsightPage() {
  usePageTitle('Insight');
  const clock = useClock();
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(30, clock.now());
  const period: Period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const byParam = params.get('by');
  const by: FunnelGrouping = isGrouping(byParam) ? byParam : 'channel';
  const problem = periodProblem(period);

  const show = (next: Period, nextBy: FunnelGrouping = by) => setParams({ from: next.from, to: next.to, by: nextBy });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Insight</h1>
      {/* Keyed by the period shown, so the form's fields start from it after a preset or going back. */}
      <PeriodForm key={`${period.from}/${period.to}`} period={period} onShow={show} now={clock.now} />
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : (
        <p role="status" className={styles.muted}>
          {`Showing ${formatDay(period.from)} to ${formatDay(period.to)} (India time).`}
        </p>
      )}
      <FunnelSection period={period} by={by} enabled={problem === null} onGroupBy={(next) => show(period, next)} />
      <VitalsSection period={period} enabled={problem === null} />
    </div>
  );
}

function PeriodForm({ period, onShow, now }: { period: Period; onShow: (period: Period) => void; now: () => number }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const fromId = useId();
  const toId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ from, to });
  };
  return (
    <form className={styles.periodForm} aria-label="Period" onSubmit={submit}>
      <div className={`${fieldStack} ${styles.dateField}`}>
        <label htmlFor={fromId}>From</label>
        <input id={fromId} className={fieldControl} type="date" name="from" value={from} onChange={(event) => setFrom(event.target.value)} required />
      </div>
      <div className={`${fieldStack} ${styles.dateField}`}>
        <label htmlFor={toId}>To</label>
        <input id={toId} className={fieldControl} type="date" name="to" value={to} onChange={(event) => setTo(event.target.value)} required />
      </div>
      <Button type="submit">Show</Button>
      <div className={styles.presets} role="group" aria-label="Quick periods">
        {PRESETS.map((preset) => (
          <Button key={preset.days} type="button" variant="secondary" onClick={() => onShow(lastDays(preset.days, now()))}>
            {preset.label}
          </Button>
        ))}
      </div>
    </form>
  );
}

function FunnelSection({ period, by, enabled, onGroupBy }: { period: Period; by: FunnelGrouping; enabled: boolean; onGroupBy: (by: FunnelGrouping) => void }) {
  const funnel = useFunnel(period, by, enabled);
  const headingId = useId();
  const selectId = useId();
  const data = funnel.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        Funnel
      </h2>
      <p className={styles.muted}>
        Visits and sign-ins are devices that opened a page or signed in; trials, paid orders and co-brand claims are counted from the records, by the channel and
        first-touch source they were made with.
      </p>
      <div className={`${fieldStack} ${styles.groupField}`}>
        <label htmlFor={selectId}>Group by</label>
        <select id={selectId} className={fieldControl} value={by} onChange={(event) => onGroupBy(event.target.value as FunnelGrouping)}>
          {GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {GROUPING_LABELS[grouping]}
            </option>
          ))}
        </select>
      </div>
      {enabled && funnel.isPending ? <p className={styles.muted}>Loading the funnel…</p> : null}
      {funnel.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(funnel.error)}
        </p>
      ) : null}
      {data ? <FunnelFigures funnel={data} /> : null}
    </section>
  );
}

function FunnelFigures({ funnel }: { funnel: Funnel }) {
  const empty = funnel.total.steps.every((step) => step.count === 0);
  if (empty) return <p className={styles.muted}>Nothing was counted in this period.</p>;
  const grouping = GROUPING_LABELS[funnel.by].toLowerCase();
  return (
    <>
      {funnel.period.eventsKeptDays < daysIn(funnel.period) ? (
        <p className={styles.muted}>{`Visits and sign-ins cover only the last ${funnel.period.eventsKeptDays} days: older analytics events are deleted.`}</p>
      ) : null}
      <div className={styles.funnelLayout}>
        <Suspense fallback={<p className={styles.chartFallback}>Loading the chart…</p>}>
          <FunnelChart funnel={funnel} label={`Bar chart of the funnel by ${grouping}, the table beside it gives the numbers`} />
        </Suspense>
        <FunnelTable funnel={funnel} />
      </div>
    </>
  );
}

function daysIn(period: { from: string; to: string }): number {
  return (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000 + 1;
}

function FunnelTable({ funnel }: { funnel: Funnel }) {
  const grouping = GROUPING_LABELS[funnel.by];
  const rows: FunnelRow[] = [funnel.total, ...funnel.groups];
  return (
    <ScrollTable caption={`Funnel by ${grouping.toLowerCase()}: each step's count and its share of the step before`} showCaption className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {grouping}
          </th>
          {funnel.total.steps.map((step) => (
            <th key={step.step} scope="col" className={styles.number}>
              {STEP_LABELS[step.step]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.group}>
            <th scope="row" className={styles.cell}>
              {groupLabel(funnel.by, row.group)}
            </th>
            {row.steps.map((step) => {
              const conversion = formatConversion(step.conversion);
              return (
                <td key={step.step} className={styles.number}>
                  {formatCount(step.count)}
                  {conversion ? <span className={styles.conversion}>{`${conversion} of previous`}</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function VitalsSection({ period, enabled }: { period: Period; enabled: boolean }) {
  const vitals = useWebVitals(period, enabled);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        Web vitals
      </h2>
      <p className={styles.muted}>The 75th percentile of what visitors’ browsers measured, per page and device, rated against the web’s thresholds.</p>
      {enabled && vitals.isPending ? <p className={styles.muted}>Loading the web vitals…</p> : null}
      {vitals.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(vitals.error)}
        </p>
      ) : null}
      {vitals.data ? <VitalsFigures vitals={vitals.data} /> : null}
    </section>
  );
}

function VitalsFigures({ vitals }: { vitals: WebVitals }) {
  if (vitals.pages.length === 0) return <p className={styles.muted}>No web vitals were reported in this period.</p>;
  return (
    <>
      <ScrollTable caption="Web vitals at the 75th percentile, per page and device" showCaption className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Page
            </th>
            <th scope="col" className={styles.cell}>
              Device
            </th>
            <th scope="col" className={styles.number}>
              Samples
            </th>
            {METRICS.map((metric) => (
              <th key={metric} scope="col" className={styles.cell}>
                <abbr title={METRIC_NAMES[metric]}>{metric}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vitals.pages.map((page) => (
            <tr key={`${page.site} ${page.page} ${page.device}`}>
              <th scope="row" className={styles.cell}>
                {`${page.site} ${page.page}`}
              </th>
              <td className={styles.cell}>{DEVICE_LABELS[page.device]}</td>
              <td className={styles.number}>{formatCount(page.samples)}</td>
              {METRICS.map((metric) => (
                <VitalCell key={metric} page={page} metric={metric} />
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {vitals.pagesLeftOut > 0 ? <p className={styles.muted}>{`${formatCount(vitals.pagesLeftOut)} less visited pages are not shown.`}</p> : null}
      <ul className={styles.thresholds} aria-label="Thresholds">
        {vitals.thresholds.map((threshold) => (
          <li key={threshold.metric}>{`${threshold.metric}: ${thresholdText(threshold)}`}</li>
        ))}
      </ul>
    </>
  );
}

function VitalCell({ page, metric }: { page: PageVitals; metric: (typeof METRICS)[number] }) {
  const stats = page.metrics.find((candidate) => candidate.metric === metric);
  if (!stats) return <td className={styles.cell}>No samples</td>;
  return (
    <td className={styles.cell}>
      {formatVital(metric, stats.p75)}
      <span className={styles.conversion}>
        <span className={styles.rating}>
          <span className={styles.ratingDot[stats.rating]} aria-hidden="true" />
          {RATING_LABELS[stats.rating]}
        </span>
        {` · ${formatCount(stats.samples)} ${stats.samples === 1 ? 'sample' : 'samples'}`}
      </span>
    </td>
  );
}
