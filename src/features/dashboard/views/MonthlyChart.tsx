/**
 * A line per store over the months, drawn by uPlot (a canvas; loaded with the dashboard's charts only). uPlot sets
 * element styles through the CSSOM, which the strict CSP allows (no inline script, no style element). Colours are
 * the design tokens' CSS variables, read when drawing and again when the theme changes (`data-theme` on <html>).
 * The canvas is hidden from assistive technology: the table beside it (ShopFigures' MonthTable) is its text.
 */
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './ShopFigures.module.css';

export interface ChartSeries {
  label: string;
  values: number[];
}

/** The series' colours, in order: tokens that read as text on the surface in both themes. */
const SERIES_TOKENS = ['--color-accent', '--color-success', '--color-warning', '--color-info', '--color-danger', '--color-text-muted'];

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

function useTheme(): string | null {
  const [theme, setTheme] = useState(() => document.documentElement.getAttribute('data-theme'));
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.getAttribute('data-theme')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

const HEIGHT = 220;
/** The room a month's label ("dec. 2024") takes on the axis, in CSS pixels: more months than fit get every n-th label. */
const LABEL_ROOM = 64;

/** The months labelled on the axis: every one when they fit, else every n-th counted back from the latest. */
function labelledMonths(count: number, width: number): number[] {
  const every = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / LABEL_ROOM))));
  return Array.from({ length: count }, (_, i) => i).filter((i) => (count - 1 - i) % every === 0);
}

export default function MonthlyChart({
  months,
  monthHeading,
  series,
  format,
}: {
  months: string[];
  /** What the months are called in the legend ("Month"). */
  monthHeading: string;
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const text = token('--color-text-muted');
    const grid = token('--color-border');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: true },
        // Room on the right for half the latest month's label, which sits on the last point.
        padding: [12, LABEL_ROOM / 2, 0, 0],
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            ...axis,
            values: (_u, ticks) => ticks.map((t) => months[t] ?? ''),
            splits: (u) => labelledMonths(months.length, u.bbox.width / uPlot.pxRatio),
          },
          { ...axis, size: 70, values: (_u, ticks) => ticks.map(format) },
        ],
        series: [
          { label: monthHeading, value: (_u, v) => (v == null ? '–' : (months[v] ?? '–')) },
          ...series.map((s, index) => ({
            label: s.label,
            stroke: token(SERIES_TOKENS[index % SERIES_TOKENS.length]),
            width: 2,
            points: { show: true, size: 5 },
            value: (_u: uPlot, v: number | null) => (v == null ? '–' : format(v)),
          })),
        ],
      },
      [months.map((_, i) => i), ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [months, monthHeading, series, format, theme]);

  return <div ref={host} className={styles.plot} aria-hidden="true" />;
}
