import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { errorMessage, issuesToFields, showError } from './form-errors';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('sonner', () => ({ toast: { error: (message: string) => toasts.push(message) } }));

/** Toasts load sonner on first use (src/client/lib/toast.ts), so they land after the import settles. */
async function settled() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A server 400 as src/server/plugins/errors.ts sends it: message = the first field's message. */
const invalid = (fields: Record<string, string>) => new ApiError(400, Object.values(fields)[0]!, fields);

function fakeForm() {
  const set: Array<[string, string | undefined, boolean | undefined]> = [];
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    set.push([name, error.message, options?.shouldFocus]);
  };
  return { set, setError };
}

beforeEach(() => {
  toasts.length = 0;
});

describe('showError: field messages on fields, the rest in one toast', () => {
  it('puts every message on its listed field, focuses the first and shows no toast', async () => {
    const form = fakeForm();
    const shown = showError(invalid({ email: 'Enter a valid email', password: 'Too common' }), {
      fallback: 'Signup failed',
      setError: form.setError,
      fields: ['email', 'password', 'firstName'],
    });
    expect(form.set).toEqual([
      ['email', 'Enter a valid email', true],
      ['password', 'Too common', false],
    ]);
    await settled();
    expect(toasts).toEqual([]);
    expect(shown.toasted).toBeUndefined();
  });

  it('lands a nested path on its field and toasts a message for a field the form does not show', async () => {
    const form = fakeForm();
    showError(invalid({ 'highlights.2': 'Too long', image: 'Not an https address' }), {
      fallback: 'x',
      setError: form.setError,
      fields: ['highlights', 'name'],
    });
    expect(form.set).toEqual([['highlights', 'Too long', true]]);
    await settled();
    expect(toasts).toEqual(['Not an https address']);
  });

  it('toasts the server message for a failure that is not about a field, and the fallback for none', async () => {
    const form = fakeForm();
    showError(new ApiError(429, 'Too many attempts. Try again in a minute.'), {
      fallback: 'x',
      setError: form.setError,
      fields: ['email'],
    });
    showError(new ApiError(0, ''), { fallback: 'Could not save the hero.' });
    showError(new TypeError(''), { fallback: 'Could not save.' });
    expect(form.set).toEqual([]);
    await settled();
    expect(toasts).toEqual([
      'Too many attempts. Try again in a minute.',
      'Could not save the hero.',
      'Could not save.',
    ]);
  });

  it('hands every message to an editor that keeps errors in state, and repeats the message by toast', async () => {
    let state: Record<string, string> = {};
    showError(invalid({ 'services.0.startingPriceKobo': 'Enter a starting price in naira' }), {
      fallback: 'Could not save the services.',
      setFieldErrors: (fields) => {
        state = fields;
      },
    });
    expect(state).toEqual({ 'services.0.startingPriceKobo': 'Enter a starting price in naira' });
    await settled();
    expect(toasts).toEqual(['Enter a starting price in naira']);
  });
});

describe('issuesToFields and errorMessage', () => {
  it('turns zod issues into the same dotted-path shape as the server, first message per field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').min(3, 'Too short'),
      packages: z.array(z.object({ priceKobo: z.number({ error: 'Enter a price' }) })),
    });
    const parsed = schema.safeParse({ name: '', packages: [{ priceKobo: 5 }, { priceKobo: Number.NaN }] });
    expect(parsed.success).toBe(false);
    expect(issuesToFields(parsed.error!.issues)).toEqual({
      name: 'Name is required',
      'packages.1.priceKobo': 'Enter a price',
    });
    expect(issuesToFields([{ path: [], message: 'Whole form' }])).toEqual({ _: 'Whole form' });
  });

  it('prefers the error message and falls back for non-errors and empty messages', () => {
    expect(errorMessage(new ApiError(409, 'That address is taken'), 'x')).toBe('That address is taken');
    expect(errorMessage('boom', 'fallback')).toBe('fallback');
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
  });
});
