/**
 * FAULT POINTS, for the crash tests only: a test starts the server with
 * `AWORAN_FAULT=after-commit:email-deliver` (comma-separated names) and the process kills itself
 * (SIGKILL, as `kill -9` would) the moment it reaches that point, so the test can show that what
 * was committed before is finished after a restart. Without the variable this does nothing.
 * Decision 191 lists the points.
 */
export function faultPoint(name: string): void {
  if (!process.env.AWORAN_FAULT?.split(',').includes(name)) return;
  process.stderr.write(`AWORAN_FAULT: the process dies at ${name}\n`);
  process.kill(process.pid, 'SIGKILL');
}
