import { formatNaira } from '@shared/money';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartSpec } from './chart-spec';

/** Whole naira, short: ₦1.2M, ₦450k (axis ticks); the tooltip gives the exact figure. */
const shortNaira = (kobo: number) => {
  const naira = kobo / 100;
  const abs = Math.abs(naira);
  if (abs >= 1_000_000) return `₦${(naira / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `₦${Math.round(naira / 1_000)}k`;
  return `₦${Math.round(naira)}`;
};

/**
 * The reports' charts, drawn by recharts. This file is its own chunk, loaded only when a chart
 * shows (never on a public page). The table beside each chart holds the same figures for
 * screen readers and for reading exactly.
 */
export default function ReportChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const tick = spec.money ? shortNaira : (n: number) => String(n);
  const tooltip = (value: unknown) => (spec.money ? formatNaira(Number(value)) : String(value));
  const height = spec.horizontal ? Math.max(180, spec.rows.length * 36 + 60) : 280;
  const axes = spec.horizontal
    ? [
        <XAxis key="x" type="number" tickFormatter={tick} fontSize={12} />,
        <YAxis key="y" type="category" dataKey={spec.x} width={110} fontSize={12} />,
      ]
    : [
        <XAxis key="x" dataKey={spec.x} fontSize={12} interval="preserveStartEnd" minTickGap={8} />,
        <YAxis key="y" tickFormatter={tick} width={56} fontSize={12} />,
      ];
  const common = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e7e5e4" />,
    ...axes,
    <Tooltip key="tip" formatter={tooltip} />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
  return (
    <div role="img" aria-label={label} className="w-full">
      <ResponsiveContainer width="100%" height={height}>
        {spec.kind === 'line' ? (
          <LineChart data={spec.rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {common}
            {spec.series.map((s) => (
              <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} />
            ))}
          </LineChart>
        ) : (
          <BarChart
            data={spec.rows}
            layout={spec.horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          >
            {common}
            {spec.series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={s.stack} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
