import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { signInAs } from '/work/wt-clients/tests/auth-helpers.ts';
import { buildApp } from '/work/wt-clients/src/server/app.ts';
import { loadConfig } from '/work/wt-clients/src/server/config.ts';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const app = await buildApp({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir }), databaseUrl: undefined, clientDir: undefined, jobs: false });
await app.ready();
const p = await signInAs(app, 'approvedPhotographer');
const lines = ['Name,Email,Phone,Status'];
for (let i = 0; i < 10000; i++) lines.push(`Person ${i} Okafor,client${i}@example.ng,0803${String(i).padStart(7,'0')},${['Lead','Active','Inactive'][i%3]}`);
let t = performance.now();
const { previewImport } = await import('/work/wt-clients/src/server/modules/clients/clients-csv.service.ts');
await previewImport(app.db, p.id, lines.join('\n'));
console.log('preview only', performance.now() - t);
t = performance.now();
const r = await app.inject({ method: 'POST', url: '/api/clients/import', headers: p.headers, payload: { csv: lines.join('\n') } });
console.log('import', r.statusCode, performance.now() - t);
if (process.env.NOQ) process.exit(0);
await app.database.query('analyze');
for (const q of ['BASE', '?tab=all', '?tab=active&sort=name', '?sort=name&page=399', '?q=a', '?q=ade', '?q=client123', '?q=0803000', '?tab=inactive&q=zz']) {
  const ms: number[] = [];
  for (let i = 0; i < 12; i++) { const t0 = performance.now(); await app.inject({ method: 'GET', url: q === 'BASE' ? '/api/accounts/me' : `/api/clients${q}`, headers: p.headers }); ms.push(performance.now() - t0); }
  ms.sort((a, b) => a - b); console.log(q, ms[6]!.toFixed(1));
}
const explain = async (sql: string) => console.log((await app.database.query<any>('explain analyze ' + sql, [])).map((r: any) => r['QUERY PLAN']).join('\n'));
await explain(`select * from clients where photographer_id = '${p.id}' order by last_contact_at desc, id desc limit 25`);
await explain(`select status, count(*) from clients where photographer_id = '${p.id}' group by status`);
await app.close();
