// Insight (marketers and admins): the funnel and the web vitals over a period of India's days. The
// period and the grouping live in the address (`?from=&to=&by=`), so a reload or a shared link
// shows the same figures. The funnel is a chart (its own lazily loaded chunk) with its numbers in a
// table beside it; the web vitals are a table per page and device, ratings in words.
import { Button, fieldControl, fieldStack, ScrollTable } from '@rewards/design-system';
import { useClock } from '@rewards/clock';
import { useLocale, useT } from '@rewards/i18n';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSectionName } from '../sections';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { insightCatalogue } from './i18n/catalogue';
import { useFunnel, useWebVitals } from './api';
import {
  deviceLabel,
  formatConversion,
  formatCount,
  formatDay,
  formatVital,
  groupingLabel,
  GROUPINGS,
  groupLabel,
  metricName,
  METRICS,
  ratingLabel,
  stepLabel,
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

const isGrouping = (value: string | null): value is FunnelGrouping => value !== null && (GROUPINGS as string[]).includes(value);

export function InsightPage() {
  const t = useT(insightCatalogue);
  const sectionName = useSectionName('insight');
  const locale = useLocale();
  usePageTitle(sectionName);
  const clock = useClock();
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(30, clock.now());
  const period: Period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const byParam = params.get('by');
  const by: FunnelGrouping = isGrouping(byParam) ? byParam : 'channel';
  const problem = periodProblem(t, period);

  const show = (next: Period, nextBy: FunnelGrouping = by) => setParams({ from: next.from, to: next.to, by: nextBy });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{sectionName}</h1>
      {/* Keyed by the period shown, so the form's fields start from it after a preset or going back. */}
      <PeriodForm key={`${period.from}/${period.to}`} period={period} onShow={show} now={clock.now} />
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : (
        <p role="status" className={styles.muted}>
          {t('insight.period.showing', { from: formatDay(period.from, locale), to: formatDay(period.to, locale) })}
        </p>
      )}
      <FunnelSection period={period} by={by} enabled={problem === null} onGroupBy={(next) => show(period, next)} />
      <VitalsSection period={period} enabled={problem === null} />
    </div>
  );
}

function PeriodForm({ period, onShow, now }: { period: Period; onShow: (period: Period) => void; now: () => number }) {
  const t = useT(insightCatalogue);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const fromId = useId();
  const toId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ from, to });
  };
  return (
    <form className={styles.periodForm} aria-label={t('insight.period.label')} onSubmit={submit}>
      <div className={`${fieldStack} ${styles.dateField}`}>
        <label htmlFor={fromId}>{t('insight.period.from')}</label>
        <input id={fromId} className={fieldControl} type="date" name="from" value={from} onChange={(event) => setFrom(event.target.value)} required />
      </div>
      <div className={`${fieldStack} ${styles.dateField}`}>
        <label htmlFor={toId}>{t('insight.period.to')}</label>
        <input id={toId} className={fieldControl} type="date" name="to" value={to} onChange={(event) => setTo(event.target.value)} required />
      </div>
      <Button type="submit">{t('insight.period.show')}</Button>
      <div className={styles.presets} role="group" aria-label={t('insight.period.presets')}>
        {PRESETS.map((days) => (
          <Button key={days} type="button" variant="secondary" onClick={() => onShow(lastDays(days, now()))}>
            {t('insight.period.lastDays', { days })}
          </Button>
        ))}
      </div>
    </form>
  );
}

function FunnelSection({ period, by, enabled, onGroupBy }: { period: Period; by: FunnelGrouping; enabled: boolean; onGroupBy: (by: FunnelGrouping) => void }) {
  const t = useT(insightCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const funnel = useFunnel(period, by, enabled);
  const headingId = useId();
  const selectId = useId();
  const data = funnel.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {t('insight.funnel.heading')}
      </h2>
      <p className={styles.muted}>{t('insight.funnel.intro')}</p>
      <div className={`${fieldStack} ${styles.groupField}`}>
        <label htmlFor={selectId}>{t('insight.funnel.groupBy')}</label>
        <select id={selectId} className={fieldControl} value={by} onChange={(event) => onGroupBy(event.target.value as FunnelGrouping)}>
          {GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {groupingLabel(t, grouping)}
            </option>
          ))}
        </select>
      </div>
      {enabled && funnel.isPending ? <p className={styles.muted}>{t('insight.funnel.loading')}</p> : null}
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
  const t = useT(insightCatalogue);
  const empty = funnel.total.steps.every((step) => step.count === 0);
  if (empty) return <p className={styles.muted}>{t('insight.funnel.empty')}</p>;
  return (
    <>
      {funnel.period.eventsKeptDays < daysIn(funnel.period) ? <p className={styles.muted}>{t('insight.funnel.eventsKept', { days: funnel.period.eventsKeptDays })}</p> : null}
      <div className={styles.funnelLayout}>
        <Suspense fallback={<p className={styles.chartFallback}>{t('insight.funnel.loadingChart')}</p>}>
          <FunnelChart funnel={funnel} label={t('insight.funnel.chartLabel', { by: funnel.by })} />
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
  const t = useT(insightCatalogue);
  const locale = useLocale();
  const rows: FunnelRow[] = [funnel.total, ...funnel.groups];
  return (
    <ScrollTable caption={t('insight.funnel.caption', { by: funnel.by })} showCaption className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {groupingLabel(t, funnel.by)}
          </th>
          {funnel.total.steps.map((step) => (
            <th key={step.step} scope="col" className={styles.number}>
              {stepLabel(t, step.step)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.group}>
            <th scope="row" className={styles.cell}>
              {groupLabel(t, funnel.by, row.group)}
            </th>
            {row.steps.map((step) => {
              const conversion = formatConversion(step.conversion, locale);
              return (
                <td key={step.step} className={styles.number}>
                  {formatCount(step.count, locale)}
                  {conversion ? <span className={styles.conversion}>{t('insight.funnel.ofPrevious', { conversion })}</span> : null}
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
  const t = useT(insightCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const vitals = useWebVitals(period, enabled);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {t('insight.vitals.heading')}
      </h2>
      <p className={styles.muted}>{t('insight.vitals.intro')}</p>
      {enabled && vitals.isPending ? <p className={styles.muted}>{t('insight.vitals.loading')}</p> : null}
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
  const t = useT(insightCatalogue);
  const locale = useLocale();
  if (vitals.pages.length === 0) return <p className={styles.muted}>{t('insight.vitals.empty')}</p>;
  return (
    <>
      <ScrollTable caption={t('insight.vitals.caption')} showCaption className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('insight.vitals.page')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('insight.vitals.device')}
            </th>
            <th scope="col" className={styles.number}>
              {t('insight.vitals.samples')}
            </th>
            {METRICS.map((metric) => (
              <th key={metric} scope="col" className={styles.cell}>
                <abbr title={metricName(t, metric)}>{metric}</abbr>
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
              <td className={styles.cell}>{deviceLabel(t, page.device)}</td>
              <td className={styles.number}>{formatCount(page.samples, locale)}</td>
              {METRICS.map((metric) => (
                <VitalCell key={metric} page={page} metric={metric} />
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {vitals.pagesLeftOut > 0 ? <p className={styles.muted}>{t('insight.vitals.leftOut', { count: vitals.pagesLeftOut, pages: formatCount(vitals.pagesLeftOut, locale) })}</p> : null}
      <ul className={styles.thresholds} aria-label={t('insight.vitals.thresholds')}>
        {vitals.thresholds.map((threshold) => (
          <li key={threshold.metric}>{`${threshold.metric}: ${thresholdText(t, threshold, locale)}`}</li>
        ))}
      </ul>
    </>
  );
}

function VitalCell({ page, metric }: { page: PageVitals; metric: (typeof METRICS)[number] }) {
  const t = useT(insightCatalogue);
  const locale = useLocale();
  const stats = page.metrics.find((candidate) => candidate.metric === metric);
  if (!stats) return <td className={styles.cell}>{t('insight.vitals.noSamples')}</td>;
  return (
    <td className={styles.cell}>
      {formatVital(metric, stats.p75, locale)}
      <span className={styles.conversion}>
        <span className={styles.rating}>
          <span className={styles.ratingDot[stats.rating]} aria-hidden="true" />
          {ratingLabel(t, stats.rating)}
        </span>
        {t('insight.vitals.sampleCount', { count: stats.samples, samples: formatCount(stats.samples, locale) })}
      </span>
    </td>
  );
}
