import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface NginxProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  close(): Promise<void>;
}

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * A real nginx in front of the app, configured as the README's "Deploying behind a reverse
 * proxy" says (Host, X-Forwarded-For, X-Forwarded-Proto, X-Real-IP), in a throwaway folder, in
 * the foreground as one process.
 */
export async function startNginxProxy(upstreamPort: number): Promise<NginxProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-nginx-'));
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events {}
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Real-IP $remote_addr;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `nginx did not start:\n${output}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
