/** Small measuring helpers the bench figures share. */

export const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const mb = (bytes: number) => bytes / 1024 / 1024;

/** Seconds `fn` takes. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return (performance.now() - started) / 1000;
}
