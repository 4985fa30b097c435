import type pg from 'pg';
import { expect } from 'vitest';
import { MESSAGE_API } from '../../src/shared/messages.ts';
import { openEventStream } from '../event-stream.ts';
import type { ShippedServer } from '../shipped/shipped-server.ts';
import { type Photographer, sendInvoice } from '../shipped/shipped-world.ts';
import type { Cluster, Instance } from './cluster.ts';
import { callAt } from './cluster-world.ts';
import type { Tally } from './tally.ts';

/** The messages' rate limit is 20 a minute per sender: one every 3.2 s stays under it. */
const EVERY_MS = 3200;
/**
 * A client connected throughout hears of each message within this: a lost notification never
 * comes, and a loaded two-core machine (the PIN burst, a restart) can delay one by seconds.
 */
const HEARD_WITHIN_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client with the conversation open (decision 277), its event stream straight on web-1, while
 * the photographer writes through web-2: each message must reach the client live, through
 * PostgreSQL's NOTIFY, and the client reads it (as the page does) through the load balancer.
 * When web-1 stops (SIGTERM) it ends the stream; the client connects again, as EventSource
 * does, and reads what it missed. Nothing posted may be missing, and none twice.
 */
export class LiveConversation {
  private stream: ReturnType<typeof openEventStream> | undefined;
  private generation = 0;
  private stopped = false;
  private readonly posted: string[] = [];
  private readonly seen = new Set<string>();
  private heard = 0;
  private heardAfterReconnect = 0;
  private caughtUp = 0;

  private constructor(
    private readonly cluster: Cluster,
    private readonly world: ShippedServer,
    private readonly owner: Photographer,
    private readonly tally: Tally,
    private readonly clientId: string,
    private readonly link: string,
  ) {}

  /** A client of `owner`'s, sent an invoice: its link opens the conversation. */
  static async open(
    cluster: Cluster,
    world: ShippedServer,
    owner: Photographer,
    db: pg.Client,
    tally: Tally,
  ) {
    const email = 'live-client@clients.test';
    const invoice = await sendInvoice(world, owner, email);
    const token = invoice.publicUrl.split('/i/')[1]!;
    const { rows } = await db.query('select id from clients where photographer_id = $1 and email = $2', [
      owner.userId,
      email,
    ]);
    expect(rows).toHaveLength(1);
    return new LiveConversation(
      cluster,
      world,
      owner,
      tally,
      rows[0].id,
      MESSAGE_API.byLink('invoice', token),
    );
  }

  private get listenOn(): Instance {
    return this.cluster.web[0]!;
  }

  private get postOn(): Instance {
    return this.cluster.web[1]!;
  }

  /** Writes a message every few seconds for as long as the run lasts. */
  async run(running: () => boolean) {
    const listening = this.listen();
    try {
      for (let n = 1; running(); n++) {
        const started = Date.now();
        await this.postAndHear(`Live message ${n}`);
        await sleep(Math.max(0, started + EVERY_MS - Date.now()));
      }
    } finally {
      this.stopped = true;
      this.stream?.close();
      await listening;
    }
  }

  /** What the run must show: every message reached the client, live while connected. */
  async check(): Promise<string> {
    const bodies = (await this.read()).filter((b) => b.startsWith('Live message '));
    expect(bodies).toEqual(this.posted);
    expect(this.posted.filter((b) => !this.seen.has(b))).toEqual([]);
    // web-1's SIGTERM ended the stream; the client came back and heard messages again.
    expect(this.generation).toBeGreaterThan(1);
    expect(this.heardAfterReconnect).toBeGreaterThan(0);
    return (
      `live messages posted on web-2, client streaming on web-1: ${this.posted.length} posted, ` +
      `${this.heard} heard live (${this.heardAfterReconnect} after reconnecting), ${this.caughtUp} read on ` +
      `reconnecting, stream opened ${this.generation} times`
    );
  }

  /** The client's event stream, opened again whenever it ends (web-1 stopping) until the run ends. */
  private async listen() {
    while (!this.stopped) {
      const stream = openEventStream(this.listenOn.url, `${this.link}/events`);
      // An instance that takes the connection and never answers counts as down too.
      const opened = await Promise.race([
        stream.opened.then(
          () => true,
          () => false,
        ),
        sleep(10_000).then(() => false),
      ]);
      if (!opened) {
        stream.close();
        await sleep(300);
        continue;
      }
      this.stream = stream;
      this.generation += 1;
      if (this.generation > 1) {
        const before = this.seen.size;
        for (const body of await this.read()) this.seen.add(body);
        this.caughtUp += this.seen.size - before;
      }
      await stream.ended;
      this.stream = undefined;
      await sleep(300);
    }
  }

  private async postAndHear(body: string) {
    const stream = this.stream;
    const generation = this.generation;
    // The message's event, or "read again" (the instance's listening connection came back),
    // makes the page read the conversation, which must then hold the message. (Each read sends
    // a "read" event, which says nothing new.)
    const heard = () =>
      stream?.events.filter((e) => e.event === 'message' || e.event === 'resync').length ?? 0;
    const before = heard();
    const started = performance.now();
    await this.tally.step('message posted', async () => {
      const res = await callAt(this.postOn.url, 'POST', `${MESSAGE_API.ofClient(this.clientId)}/messages`, {
        origin: this.cluster.url,
        ip: '198.21.0.1',
        cookie: this.owner.cookie,
        body: { body },
      });
      expect(res.status, await res.text()).toBe(201);
    });
    this.posted.push(body);
    const stillOpen = () => this.stream === stream && !this.stopped;
    while (stream && stillOpen() && performance.now() - started < HEARD_WITHIN_MS) {
      if (heard() > before) {
        this.tally.record('message heard live', performance.now() - started);
        const read = await this.read();
        if (!read.includes(body)) this.tally.fail('message heard live', `${body} not in the conversation`);
        for (const seen of read) this.seen.add(seen);
        this.heard += 1;
        if (generation > 1) this.heardAfterReconnect += 1;
        return;
      }
      await sleep(20);
    }
    // Connected before and still connected now, yet nothing came: the message was not delivered live.
    if (stream && stillOpen())
      this.tally.fail('message heard live', `${body} not heard in ${HEARD_WITHIN_MS} ms`);
  }

  /** The conversation as the client's page reads it, through the load balancer. */
  private async read(): Promise<string[]> {
    const conversation = await this.world.ok<{ messages: { body: string }[] }>('GET', this.link);
    return conversation.messages.map((m) => m.body);
  }
}
