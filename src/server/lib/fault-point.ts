/**
 * FAULT POINTS, for the crash tests only: a test starts the server with
 * `AWORAN_FAULT=after-commit:email-deliver` (comma-separated names) and the process kills itself
 * (SIGKILL, as `kill -9` would) the moment it reaches that point, so the test can show that what
 * was committed before is finished after a restart. `storage-full` makes the local storage
 * driver write into /dev/full, whose writes fail with the kernel's ENOSPC, as a full data disk
 * does. Without the variable this does nothing.
 * Decision 191 lists the points.
 */
export function faultPoint(name: string): void {
  if (!faultArmed(name)) return;
  process.stderr.write(`AWORAN_FAULT: the process dies at ${name}\n`);
  process.kill(process.pid, 'SIGKILL');
}

/** Whether a test armed this fault (`AWORAN_FAULT=storage-full`: the local disk is full). */
export const faultArmed = (name: string): boolean =>
  process.env.AWORAN_FAULT?.split(',').includes(name) === true;
