import type { ContractTemplate } from '@shared/contracts';
import type { Dispatch, SetStateAction } from 'react';
import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';

/** What the photographer types for the placeholders nothing else fills (as typed, before checks). */
export interface ContractDetails {
  sessionDate: string;
  location: string;
  hours: string;
  feeKobo: number | null;
  usage: string;
}

export const noDetails: ContractDetails = {
  sessionDate: '',
  location: '',
  hours: '',
  feeKobo: null,
  usage: '',
};

/** The details as the contract's `values`: only those given, trimmed, hours whole. */
export function detailValues(d: ContractDetails) {
  return {
    ...(d.sessionDate ? { sessionDate: d.sessionDate } : {}),
    ...(d.location.trim() ? { location: d.location.trim() } : {}),
    ...(Number(d.hours) > 0 ? { hours: Math.trunc(Number(d.hours)) } : {}),
    ...(d.feeKobo && !Number.isNaN(d.feeKobo) ? { feeKobo: d.feeKobo } : {}),
    ...(d.usage.trim() ? { usage: d.usage.trim() } : {}),
  };
}

/**
 * The "Details to fill in" fieldset: a field for each placeholder the text still asks for (what
 * the profile, the client or the booking fill is not asked), and the expiration date.
 */
export function ContractDetailsFields({
  ids,
  asks,
  details,
  setDetails,
  template,
  expirationDate,
  onExpirationDate,
  today,
}: {
  ids: string;
  asks: Set<string>;
  details: ContractDetails;
  setDetails: Dispatch<SetStateAction<ContractDetails>>;
  template: ContractTemplate | undefined;
  expirationDate: string;
  onExpirationDate: (date: string) => void;
  today: string;
}) {
  const set = <K extends keyof ContractDetails>(key: K, value: ContractDetails[K]) =>
    setDetails((d) => ({ ...d, [key]: value }));
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Details to fill in</legend>
      {asks.has('SESSION_DATE') ? (
        <TextField
          id={`${ids}-session-date`}
          label="Session date"
          type="date"
          value={details.sessionDate}
          onChange={(e) => set('sessionDate', e.target.value)}
        />
      ) : null}
      {asks.has('LOCATION') ? (
        <TextField
          id={`${ids}-location`}
          label="Location"
          value={details.location}
          onChange={(e) => set('location', e.target.value)}
        />
      ) : null}
      {asks.has('HOURS') ? (
        <TextField
          id={`${ids}-hours`}
          label="Hours of coverage"
          type="number"
          min={1}
          max={72}
          step={1}
          value={details.hours}
          onChange={(e) => set('hours', e.target.value)}
        />
      ) : null}
      {asks.has('FEE') ? (
        <MoneyField
          id={`${ids}-fee`}
          label="Fee"
          valueKobo={details.feeKobo}
          onChange={(kobo) => set('feeKobo', kobo)}
          hint={
            template?.depositPercent != null ? `Deposit ${template.depositPercent}% of the fee` : undefined
          }
        />
      ) : null}
      {asks.has('USAGE') ? (
        <TextField
          id={`${ids}-usage`}
          label="Usage licence"
          hint="e.g. print and online advertising in Nigeria for 12 months"
          value={details.usage}
          onChange={(e) => set('usage', e.target.value)}
        />
      ) : null}
      <TextField
        id={`${ids}-expires`}
        label="Expiration date"
        type="date"
        value={expirationDate}
        min={today}
        onChange={(e) => onExpirationDate(e.target.value)}
      />
    </fieldset>
  );
}
