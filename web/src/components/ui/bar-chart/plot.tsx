// The drawing of a BarChart: uPlot on a canvas that follows its box's width. Loaded lazily by
// BarChart.tsx, so that uPlot (and its stylesheet) come in a chunk of their own, with the first screen
// that shows a chart.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BarChartProps } from './BarChart';

/** The chart's props with its height settled (BarChart gives its default). */
type PlotProps = BarChartProps & { height: number };

/** Below this width the axis names turn to fit twelve months on a phone. */
const NARROW = 520;

function plotOptions(props: PlotProps, width: number): uPlot.Options {
  const { categories, series, height } = props;
  const narrow = width < NARROW;
  // Stacked bars are drawn from the top of the stack down, each reaching the sum of itself and the
  // series before it, so that each paints over the part of the one drawn before.
  const drawn = [...series].reverse();
  const bars = uPlot.paths.bars!({ size: [0.7, 56] });
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: [-0.5, categories.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        splits: () => categories.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => categories[i] ?? ''),
        rotate: narrow ? -50 : 0,
        // Turned names need room below the axis for the longest of them (about 5.5 px a character).
        size: narrow ? Math.min(96, 24 + 5.5 * Math.max(...categories.map((name) => name.length))) : 32,
        gap: 4,
        grid: { show: false },
        font: '12px system-ui, sans-serif',
      },
      {
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
        values: (_u, splits) => splits.map((v) => String(v)),
        size: 40,
        font: '12px system-ui, sans-serif',
        grid: { stroke: '#e2e8f0', width: 1 },
      },
    ],
    series: [{}, ...drawn.map((s) => ({ label: s.label, fill: s.color, stroke: s.color, width: 0, paths: bars, points: { show: false } }))],
  };
}

function plotData({ categories, series }: BarChartProps): uPlot.AlignedData {
  const xs = categories.map((_, i) => i);
  const running = categories.map(() => 0);
  const sums = series.map((s) => s.values.map((v, i) => (running[i] = (running[i] ?? 0) + v)));
  return [xs, ...sums.reverse()];
}

export default function Plot(props: PlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  // Drawn again when what it shows changes, not on every render of the screen around it.
  const shown = JSON.stringify([props.categories, props.series, props.height]);
  useEffect(() => {
    const current = latest.current;
    const element = box.current;
    // The plot follows its box's width; where that cannot be observed, the caption and table remain.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const width = () => Math.max(240, Math.floor(element.clientWidth));
    let plot = new uPlot(plotOptions(current, width()), plotData(current), element);
    const observer = new ResizeObserver(() => {
      const next = width();
      if (next === plot.width) return;
      // Crossing the narrow width changes the axis: rebuild rather than resize.
      if (next < NARROW !== plot.width < NARROW) {
        plot.destroy();
        plot = new uPlot(plotOptions(current, next), plotData(current), element);
      } else {
        plot.setSize({ width: next, height: plot.height });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [shown]);
  return <div ref={box} className="bar-chart__plot" aria-hidden="true" />;
}

