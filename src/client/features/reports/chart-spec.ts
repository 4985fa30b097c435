/** What a report chart draws: rows of figures along x, and the series to draw from them. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** Series with the same stack id are stacked. */
  stack?: string;
}

export interface ChartSpec {
  kind: 'bar' | 'line';
  rows: Record<string, string | number>[];
  /** The field of each row shown along the x axis (already a label, e.g. "Mar 2026"). */
  x: string;
  series: ChartSeries[];
  /** Kobo figures, shown in naira; otherwise counts. */
  money: boolean;
  /** Bars laid out sideways (long labels: session types, clients, galleries). */
  horizontal?: boolean;
}

/** The studio's gold first, then colours that read apart (and in greyscale) beside it. */
export const CHART_COLORS = {
  gold: '#a8790f',
  ink: '#1c1917',
  green: '#15803d',
  red: '#b91c1c',
  blue: '#1d4ed8',
  stone: '#78716c',
} as const;
