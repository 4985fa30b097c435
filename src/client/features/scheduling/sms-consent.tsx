/** "Send me SMS reminders": the client's consent to booking texts, offered when SMS is on. */
export function SmsConsent({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-gold-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        Send me SMS reminders
        <span className="block text-muted">
          A text when the booking is confirmed, a day before and 2 hours before, to the phone above. Each text
          has a link to stop them.
        </span>
      </span>
    </label>
  );
}
