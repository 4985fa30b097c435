import { type ContractBooking, contractBookingLabel } from '@shared/contracts';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** The contract form's Booking choice, among the picked client's active bookings (decision 135). */
export function ContractBookingSelect({
  id,
  bookings,
  loading,
  value,
  onChange,
}: {
  id: string;
  bookings: ContractBooking[];
  loading: boolean;
  value: string;
  onChange: (bookingId: string) => void;
}) {
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <Label htmlFor={id}>Booking</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={loading}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">No booking</option>
        {bookings.map((b) => (
          <option key={b.id} value={b.id}>
            {contractBookingLabel(b)}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {loading
          ? 'Loading bookings…'
          : bookings.length
            ? 'Fills the session date and time, location, hours and the fee from its invoice.'
            : 'This client has no active bookings.'}
      </p>
    </div>
  );
}
