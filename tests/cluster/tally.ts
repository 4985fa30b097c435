/** Every request of the cluster run by kind: counts, latencies, failures. */
export class Tally {
  private readonly kinds = new Map<string, { ms: number[]; failed: string[] }>();

  private kind(name: string) {
    const k = this.kinds.get(name) ?? { ms: [], failed: [] };
    this.kinds.set(name, k);
    return k;
  }

  /** Times one HTTP answer; a 5xx, a network error or an unexpected 4xx is a failure. */
  async time(name: string, call: () => Promise<Response>, expected: number[] = []): Promise<Response> {
    const k = this.kind(name);
    const started = performance.now();
    try {
      const res = await call();
      await res.arrayBuffer();
      k.ms.push(performance.now() - started);
      if (res.status >= 400 && !expected.includes(res.status)) k.failed.push(`${name}: ${res.status}`);
      return res;
    } catch (err) {
      k.failed.push(`${name}: ${(err as Error).message}`);
      return new Response(null, { status: 599 });
    }
  }

  /** Times one step of a flow made of several calls (each of which checks its own answer). */
  async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    const k = this.kind(name);
    const started = performance.now();
    try {
      const result = await run();
      k.ms.push(performance.now() - started);
      return result;
    } catch (err) {
      k.failed.push(`${name}: ${(err as Error).message.split('\n')[0]}`);
      throw err;
    }
  }

  /** A time measured by the caller (from a message posted to the moment a client heard of it). */
  record(name: string, ms: number) {
    this.kind(name).ms.push(ms);
  }

  /** Something that should have happened did not. */
  fail(name: string, reason: string) {
    this.kind(name).failed.push(`${name}: ${reason}`);
  }

  failures(): number {
    return [...this.kinds.values()].reduce((n, k) => n + k.failed.length, 0);
  }

  failureList(): string {
    return [...this.kinds.values()]
      .flatMap((k) => k.failed)
      .slice(0, 20)
      .join('\n');
  }

  table(seconds: number): string {
    const rows = [...this.kinds.entries()].map(([name, k]) => {
      const sorted = [...k.ms].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
      return `${name.padEnd(20)} ${String(sorted.length).padStart(6)} done ${(sorted.length / seconds).toFixed(1).padStart(7)}/s  p99 ${p99.toFixed(0).padStart(5)} ms  failed ${k.failed.length}`;
    });
    return rows.join('\n');
  }
}
