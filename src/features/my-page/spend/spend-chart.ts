import type { SpendView } from './spend-view';

export interface ChartSegment {
  key: string;
  valueOre: number;
  y: number;
  height: number;
}

export interface ChartBar {
  month: string;
  x: number;
  width: number;
  totalOre: number;
  segments: ChartSegment[];
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Gridlines with their values in whole kronor. */
  ticks: { y: number; valueKronor: number }[];
  bars: ChartBar[];
}

const SIZE = { width: 720, height: 320, left: 84, right: 12, top: 16, bottom: 36 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at or above the biggest month. */
export function niceCeiling(kronor: number): number {
  if (kronor <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(kronor));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= kronor) ?? 10;
  return step * power;
}

/**
 * Stacked bars, one per month, one segment per project, drawn to scale in a fixed view box (the
 * SVG scales with CSS). Pure numbers: the server renders them, the browser gets no chart code.
 */
export function chartGeometry(view: SpendView, tickCount = 4): ChartGeometry {
  const plot = { left: SIZE.left, top: SIZE.top, right: SIZE.width - SIZE.right, bottom: SIZE.height - SIZE.bottom };
  const plotHeight = plot.bottom - plot.top;
  const maxKronor = niceCeiling(Math.max(0, ...view.months.map((month) => month.totalOre)) / 100);
  const scale = plotHeight / (maxKronor * 100);
  const slot = (plot.right - plot.left) / Math.max(1, view.months.length);
  const bars = view.months.map((month, index) => {
    let base = plot.bottom;
    const segments = view.series.map((series) => {
      const valueOre = month.byProject[series.key] ?? 0;
      const height = valueOre * scale;
      base -= height;
      return { key: series.key, valueOre, y: base, height };
    });
    return { month: month.month, x: plot.left + index * slot + slot * 0.15, width: slot * 0.7, totalOre: month.totalOre, segments };
  });
  const ticks = Array.from({ length: tickCount + 1 }, (_, index) => {
    const valueKronor = (maxKronor / tickCount) * index;
    return { y: plot.bottom - valueKronor * 100 * scale, valueKronor };
  });
  return { width: SIZE.width, height: SIZE.height, plot, ticks, bars };
}
