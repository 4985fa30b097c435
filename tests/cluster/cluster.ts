import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FakePaystack, startFakePaystack } from '../fake-paystack/fake-paystack.ts';
import { type FakeTermii, startFakeTermii } from '../fake-termii/fake-termii.ts';
import { freePort } from '../free-port.ts';
import { type NginxProxy, startNginxProxy } from '../nginx-proxy.ts';
import { type PgCluster, startPgCluster } from '../pg-cluster.ts';
import { type S3TestServer, startS3Server } from '../s3-server.ts';
import { healthy, type Proc, run, SERVER_BUNDLE } from '../server-process-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture.ts';

/** One Aworan process of the cluster, with its own port and data folder. */
export interface Instance {
  name: string;
  role: 'web' | 'worker';
  url: string;
  proc: Proc;
  /** SIGTERM and wait: answers the exit code. */
  stop(): Promise<number | null>;
  /** kill -9: gone at once, mid-request, mid-job. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  /** The load balancer's address: what people reach. */
  url: string;
  web: Instance[];
  worker: Instance;
  smtp: SmtpCapture;
  fake: FakePaystack;
  termii: FakeTermii;
  s3: S3TestServer;
  databaseUrl: string;
  close(): Promise<void>;
}

const exitOf = (proc: Proc) =>
  proc.child.exitCode !== null ? Promise.resolve(proc.child.exitCode) : proc.exited;

/**
 * The deployment the README describes for more than one machine (decision 286): a PostgreSQL 15
 * server, an S3 bucket (s3rver), two web instances and one worker on them, nginx from Debian in
 * front of the web instances (round robin, X-Forwarded-For, TRUST_PROXY), SMTP, Paystack and Termii as
 * local peers. Every process is the built bundle under NODE_ENV=production; all three start at
 * once, so the migrations run with others starting beside them.
 */
export async function startCluster(): Promise<Cluster> {
  const pg: PgCluster = await startPgCluster();
  const [s3, smtp, fake, termii] = await Promise.all([
    startS3Server(),
    startSmtpCapture(),
    startFakePaystack(),
    startFakeTermii(),
  ]);
  const [lbPort, ...ports] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-cluster-'));
  const publicUrl = `http://127.0.0.1:${lbPort}`;
  const databaseUrl = pg.url('postgres');

  const instance = (name: string, role: 'web' | 'worker', port: number): Instance => {
    const dataDir = path.join(root, name);
    fs.mkdirSync(dataDir);
    const self: Instance = {
      name,
      role,
      url: `http://127.0.0.1:${port}`,
      proc: undefined as unknown as Proc,
      async start() {
        self.proc = run(SERVER_BUNDLE, [], {
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          STORAGE_URL: s3.url,
          SMTP_URL: smtp.url,
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: '127.0.0.1',
          AWORAN_ROLE: role,
          CLIENT_DIR: 'dist/client',
          PAYSTACK_SECRET_KEY: fake.secretKey,
          PAYSTACK_BASE_URL: fake.url,
          TERMII_API_KEY: termii.apiKey,
          TERMII_SENDER_ID: termii.senderId,
          TERMII_BASE_URL: termii.url,
          LOG_LEVEL: 'warn',
        });
        const deadline = Date.now() + 120_000;
        while (!(await healthy(self.url))) {
          if (Date.now() > deadline || self.proc.child.exitCode !== null) {
            self.proc.child.kill('SIGKILL');
            throw new Error(`${name} did not start:\n${self.proc.output()}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
      async stop() {
        self.proc.child.kill('SIGTERM');
        return exitOf(self.proc);
      },
      async kill() {
        self.proc.child.kill('SIGKILL');
        await exitOf(self.proc);
      },
    };
    return self;
  };

  const web = [instance('web-1', 'web', ports[0]!), instance('web-2', 'web', ports[1]!)];
  const worker = instance('worker', 'worker', ports[2]!);
  await Promise.all([...web, worker].map((i) => i.start()));
  const nginx: NginxProxy = await startNginxProxy(ports.slice(0, 2), { port: lbPort });
  fake.webhookUrl = `${nginx.url}/api/payments/paystack/webhook`;

  return {
    url: nginx.url,
    web,
    worker,
    smtp,
    fake,
    termii,
    s3,
    databaseUrl,
    async close() {
      for (const i of [...web, worker]) {
        if (i.proc?.child.exitCode === null) await i.stop();
      }
      await Promise.allSettled([nginx.close(), smtp.close(), fake.close(), termii.close(), s3.close()]);
      pg.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
