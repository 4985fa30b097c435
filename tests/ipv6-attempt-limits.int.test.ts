import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GALLERIES_API, GALLERY_MESSAGES, GALLERY_WRONG_CODE_CEILING } from '../src/shared/galleries.ts';
import { createUser, emailsTo, postJson, type SignedInUser, signInAs } from './auth-helpers.ts';
import { cameraJpeg, createGallery, saveGallerySettings, uploadPhoto } from './gallery-helpers.ts';
import { race, statuses } from './race.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { postgresUnavailable } from './test-database.ts';

/**
 * Attempt limits count an IPv6 client by its /64 (decision 211): behind the trusted proxy (as
 * the README advises, TRUST_PROXY), a guesser that takes a new address inside one /64 for
 * every try is one client; one with many /64s meets the gallery's own ceiling, after which the
 * gallery asks for a new PIN and the photographer is emailed.
 */
const PROXY = '127.0.0.1';
let counter = 0;
/** A new address inside one /64 at each call. */
const inOne64 = (prefix: string) =>
  `${prefix}:${(++counter).toString(16)}:${(counter * 7).toString(16)}::${counter}`;
/** An address in a new /64 at each call. */
const newNetwork = () => `2001:db8:${(++counter).toString(16)}:${(counter % 97).toString(16)}::1`;

const from = (ip: string): Partial<InjectOptions> => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': ip },
});

/** A shared gallery of `owner` with one photo and this PIN ('' for none). */
async function pinGalleryOf(t: TestApp, owner: SignedInUser, pin: string) {
  const gallery = await createGallery(t.app, owner, { name: 'Guessed' });
  await uploadPhoto(t.app, owner, gallery.id, await cameraJpeg({ r: 1, g: 2, b: counter % 255 }));
  await t.app.inject({
    method: 'POST',
    url: `${GALLERIES_API.gallery(gallery.id)}/share`,
    headers: owner.headers,
  });
  expect((await saveGallerySettings(t.app, owner, gallery.id, { pin })).statusCode).toBe(200);
  return gallery;
}

describe('attempt limits by network', () => {
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: PROXY });
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(() => t.close());

  async function pinGallery(pin: string) {
    const gallery = await pinGalleryOf(t, ade, pin);
    const unlock = (code: string, ip: string) =>
      postJson(t.app, GALLERIES_API.unlock(gallery.photographerId, gallery.id), { code }, from(ip));
    const view = () =>
      t.app.inject({
        method: 'GET',
        url: GALLERIES_API.public(gallery.photographerId, gallery.id),
        ...from(newNetwork()),
      });
    return { ...gallery, unlock, view };
  }

  it('counts every address of one IPv6 /64 as one client for gallery PINs', async () => {
    const g = await pinGallery('4827');
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await g.unlock(String(1000 + i), inOne64('2001:db8:aaaa:1'))).statusCode);
    expect(answers).toEqual([403, 403, 403, 403, 403, 429, 429]);
    // Even the right PIN waits inside that /64; another network opens it.
    expect((await g.unlock('4827', inOne64('2001:db8:aaaa:1'))).statusCode).toBe(429);
    expect((await g.unlock('4827', newNetwork())).statusCode).toBe(200);
  });

  it('retires a gallery PIN after 50 wrong tries an hour from many /64s, and emails the photographer once', async () => {
    const g = await pinGallery('5931');
    const answers: number[] = [];
    for (let i = 0; i < GALLERY_WRONG_CODE_CEILING + 3; i += 1)
      answers.push((await g.unlock(String(1000 + i).padStart(4, '0'), newNetwork())).statusCode);
    expect(answers.slice(0, GALLERY_WRONG_CODE_CEILING)).toEqual(Array(GALLERY_WRONG_CODE_CEILING).fill(403));
    expect(answers.slice(GALLERY_WRONG_CODE_CEILING)).toEqual([423, 423, 423]);
    // The right PIN no longer opens it, from anywhere: the page asks for a new one.
    const right = await g.unlock('5931', newNetwork());
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toBe(GALLERY_MESSAGES.codeRetired);
    expect((await g.view()).json()).toMatchObject({ locked: 'pin', codeRetired: true, photos: [] });
    const mail = (await emailsTo(t.app, ade.email)).filter((e) => e.template === 'gallery-code-retired');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Set a new PIN for Guessed');

    // The photographer sees why, sets a new PIN, and it opens the gallery again.
    const settings = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.gallery(g.id),
      headers: ade.headers,
    });
    expect(settings.json().gallery.settings.codeRetired).toBe(true);
    expect((await saveGallerySettings(t.app, ade, g.id, { pin: '7702' })).statusCode).toBe(200);
    expect((await g.view()).json()).toMatchObject({ locked: 'pin', codeRetired: false });
    expect((await g.unlock('7702', newNetwork())).statusCode).toBe(200);
  });

  it('slows sign-in guesses from one /64 for that account', async () => {
    const user = await createUser(t.app);
    const signIn = (password: string) =>
      postJson(
        t.app,
        '/api/auth/sign-in/email',
        { email: user.email, password },
        from(inOne64('2001:db8:bbbb:2')),
      );
    for (let i = 0; i < 5; i += 1) expect((await signIn(`wrong-pass-${i}`)).statusCode).toBe(401);
    const slowed = await signIn(user.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'SIGN_IN_SLOWED' });
    // The owner, on another network, is not slowed.
    const owner = await postJson(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      from(newNetwork()),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('limits public forms per /64', async () => {
    const contact = { name: 'Ada', email: 'ada@example.ng', message: 'Hello from a rotating address' };
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        (await postJson(t.app, '/api/inquiries/contact', contact, from(inOne64('2001:db8:cccc:3'))))
          .statusCode,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await postJson(t.app, '/api/inquiries/contact', contact, from(newNetwork()))).statusCode).toBe(
      201,
    );
  });

  it('limits selection code checks per /64', async () => {
    const g = await pinGallery('');
    const verify = () =>
      postJson(
        t.app,
        GALLERIES_API.verifyEmail(g.photographerId, g.id),
        { code: '123456' },
        from(inOne64('2001:db8:dddd:4')),
      );
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) answers.push((await verify()).statusCode);
    expect(answers.slice(0, 30)).not.toContain(429);
    expect(answers[30]).toBe(429);
  });
});

describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'a gallery PIN ceiling under a burst',
  () => {
    let t: TestApp;
    let ade: SignedInUser;
    beforeAll(async () => {
      t = await createTestApp({ trustProxy: PROXY });
      ade = await signInAs(t.app, 'approvedPhotographer');
    });
    afterAll(() => t.close());

    it('checks at most 50 of 70 wrong PINs fired together from 70 /64s, and emails once', async () => {
      const gallery = await pinGalleryOf(t, ade, '3141');
      const answers = await race(
        t.app,
        Array.from({ length: 70 }, (_, i) => ({
          method: 'POST' as const,
          url: GALLERIES_API.unlock(gallery.photographerId, gallery.id),
          payload: { code: String(2000 + i) },
          remoteAddress: PROXY,
          headers: { origin: `http://localhost:${t.config.port}`, 'x-forwarded-for': newNetwork() },
        })),
      );
      expect(statuses(answers)).toEqual({
        403: GALLERY_WRONG_CODE_CEILING,
        423: 70 - GALLERY_WRONG_CODE_CEILING,
      });
      const mail = (await emailsTo(t.app, ade.email)).filter((e) => e.template === 'gallery-code-retired');
      expect(mail).toHaveLength(1);
    });
  },
);
