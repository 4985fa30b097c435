/**
 * Loaded with `node --import` into a journey's server (e2e/own-server.ts, `restartLater`): its
 * clock reads AWORAN_E2E_CLOCK_AHEAD_MS later than the machine's, so a session booked in a later
 * month has ended for the server (its jobs, its database's now()) while the browser stays today.
 * Only `Date` moves: the embedded database reads the time through it too, and timers keep the
 * real pace. Never part of the built bundle.
 */
const ahead = Number(process.env.AWORAN_E2E_CLOCK_AHEAD_MS ?? 0);
if (ahead) {
  const RealDate = globalThis.Date;
  function LaterDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + ahead).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + ahead) : new RealDate(...args);
  }
  LaterDate.prototype = RealDate.prototype;
  LaterDate.now = () => RealDate.now() + ahead;
  LaterDate.parse = RealDate.parse;
  LaterDate.UTC = RealDate.UTC;
  globalThis.Date = LaterDate;
}
