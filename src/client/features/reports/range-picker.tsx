import {
  presetRange,
  RANGE_MESSAGES,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
  type ReportRange,
  reportRangeSchema,
} from '@shared/reports';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

const DEFAULT_PRESET: RangePreset = 'last-12-months';
const isPreset = (v: string | null): v is RangePreset => RANGE_PRESETS.includes(v as RangePreset);

/**
 * The reports' range, kept in the address (?period=this-quarter, or ?from=…&to=… for days of
 * one's own), so a reload or a shared link shows the same figures. Presets count from today in
 * Lagos.
 */
export function useReportRange(): {
  range: ReportRange;
  period: RangePreset | 'custom';
  setPeriod: (p: RangePreset) => void;
  setCustom: (r: ReportRange) => void;
} {
  const [params, setParams] = useSearchParams();
  const custom = reportRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const period = params.get('period');
  if (custom.success && !isPreset(period))
    return {
      range: custom.data,
      period: 'custom',
      setPeriod: (p) => setParams({ period: p }),
      setCustom: (r) => setParams(r),
    };
  const preset = isPreset(period) ? period : DEFAULT_PRESET;
  return {
    range: presetRange(preset),
    period: preset,
    setPeriod: (p) => setParams({ period: p }),
    setCustom: (r) => setParams(r),
  };
}

/** Period: a preset from a native select (the phone's own picker), or two dates of one's own. */
export function RangePicker() {
  const { range, period, setPeriod, setCustom } = useReportRange();
  const [choosing, setChoosing] = useState(period === 'custom');
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full space-y-1.5 sm:w-56">
        <Label htmlFor="report-period">Period</Label>
        <NativeSelect
          id="report-period"
          value={choosing ? 'custom' : period}
          onChange={(e) => {
            const value = e.target.value;
            if (value === 'custom') return setChoosing(true);
            setChoosing(false);
            setPeriod(value as RangePreset);
          }}
        >
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {RANGE_PRESET_LABELS[p]}
            </option>
          ))}
          <option value="custom">Dates of my own</option>
        </NativeSelect>
      </div>
      {choosing ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            const checked = reportRangeSchema.safeParse(draft);
            if (!checked.success) return setError(checked.error.issues[0]?.message ?? RANGE_MESSAGES.date);
            setError(undefined);
            setCustom(checked.data);
          }}
        >
          <TextField
            label="From"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
          <TextField
            label="To"
            type="date"
            value={draft.to}
            error={error}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
          <Button type="submit">Show</Button>
        </form>
      ) : null}
    </div>
  );
}
