// A bar chart with what it shows in words and in a table behind it: the drawing is for the eye, the
// caption and the table are for everyone else (screen readers, keyboard users, exact figures). The
// drawing (uPlot) is loaded lazily, in its own chunk, when a chart is first on screen; where it cannot
// be drawn (no canvas support, a chunk that fails to load) the caption and the table still stand.
import { t } from '@lingui/core/macro';
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import './bar-chart.css';

export interface BarSeries {
  label: string;
  /** A colour with at least 3:1 contrast against white (WCAG's rule for graphics). */
  color: string;
  /** One value per category. */
  values: readonly number[];
}

export interface BarChartProps {
  /** What the chart shows, e.g. 'Applications per month': the table's caption and the start of the summary. */
  title: string;
  /** The short names on the axis ('Nov', 'CSE'). */
  categories: readonly string[];
  /** The full names in the table and the summary ('November 2026'); the short ones when absent. */
  categoryNames?: readonly string[];
  /** The heading of the table's first column ('Month', 'Department'). */
  categoryHeading: string;
  /** One series, or several stacked on each other (one bar per category, its height their sum). */
  series: readonly BarSeries[];
  /** What one unit is called, singular and plural: ['application', 'applications']. */
  unit: readonly [string, string];
  /** Whether the figures' table is offered; leave it out when the screen lists them already. */
  table?: boolean;
  height?: number;
}

const DEFAULT_HEIGHT = 240;

const count = (n: number, unit: readonly [string, string]) => `${n} ${n === 1 ? unit[0] : unit[1]}`;

/** One sentence for a screen reader: the total, and where most of it is. */
function chartSummary({ title, categories, categoryNames, series, unit }: BarChartProps): string {
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const total = totals.reduce((a, b) => a + b, 0);
  if (total === 0) return t`${title}: none.`;
  const peak = totals.indexOf(Math.max(...totals));
  const name = (categoryNames ?? categories)[peak] ?? '';
  const all = count(total, unit);
  const most = count(totals[peak] ?? 0, unit);
  return t`${title}: ${all} in all; the most, ${most}, in ${name}.`;
}

const Plot = lazy(() => import('./plot'));

/** What a browser needs for the drawing; without it (or in a test's DOM) the chart is its caption and table. */
function canDraw(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && typeof ResizeObserver !== 'undefined';
}

/** A drawing that fails leaves an empty box, not a broken screen: the figures are in the table. */
class DrawingBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The chart could not be drawn', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function BarChart(props: BarChartProps) {
  const { title, categories, categoryNames, categoryHeading, series, table = true } = props;
  const stacked = series.length > 1;
  const captionId = useId();
  const names = categoryNames ?? categories;
  const summary = chartSummary(props);
  const height = props.height ?? DEFAULT_HEIGHT;
  const box = <div className="bar-chart__plot" style={{ height }} />;
  return (
    <figure className="bar-chart" aria-labelledby={captionId}>
      {series.length > 1 && (
        <ul className="bar-chart__legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.label}>
              <span className="bar-chart__swatch" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {canDraw() && (
        <DrawingBoundary fallback={box}>
          <Suspense fallback={box}>
            <Plot {...props} height={height} />
          </Suspense>
        </DrawingBoundary>
      )}
      <figcaption id={captionId} className="bar-chart__summary">
        {summary}
      </figcaption>
      {table && (
        <details className="bar-chart__data">
          <summary>{t`Show the figures`}</summary>
          {/* Focusable, so that a keyboard can scroll a table wider than a phone. */}
          <div className="bar-chart__table-scroll" tabIndex={0} role="region" aria-label={t`${title}, figures`}>
            <table>
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryHeading}</th>
                  {series.map((s) => (
                    <th key={s.label} scope="col">
                      {s.label}
                    </th>
                  ))}
                  {stacked && <th scope="col">{t`Total`}</th>}
                </tr>
              </thead>
              <tbody>
                {names.map((name, i) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    {series.map((s) => (
                      <td key={s.label}>{s.values[i] ?? 0}</td>
                    ))}
                    {stacked && <td>{series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
