/**
 * At most `limit` tasks at once; the rest wait their turn in order. Used to bound how many
 * large images are decoded together, which is what drives the server's memory.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `active` never dips and a newcomer cannot jump the queue.
      if (next) next();
      else this.active -= 1;
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}
