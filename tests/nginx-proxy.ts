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
 * proxy" says (Host, X-Forwarded-For, X-Forwarded-Proto, X-Real-IP, its request id), in a
 * throwaway folder, in the foreground as one process. Several upstreams: a round-robin load
 * balancer, which passes a request on to the next instance when one refuses the connection.
 */
export async function startNginxProxy(
  upstreamPorts: number | number[],
  options: { port?: number } = {},
): Promise<NginxProxy> {
  const upstreams = ([] as number[]).concat(upstreamPorts);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-nginx-'));
  const port = options.port ?? (await freePort());
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
  upstream aworan {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join('\n    ')}
  }
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://aworan;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Request-Id $request_id;
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
