import { expect, test } from './fixtures';
import { clickDay, laterDay, openDay, type SchedulingWorld, startSchedulingWorld } from './scheduling-world';
import { logInFromHome, openAccountPlace } from './studio-nav';

/**
 * A signed-in client's side of booking: from their dashboard to their sessions; Book
 * Session leads to their own photographer, whose form already has their name and email; the
 * cancel dialog's buttons say "Keep the session" and "Cancel the session"; inside 48 hours
 * they are told to contact the photographer instead.
 */
let world: SchedulingWorld;
const CLIENT = { email: 'amaka@clients.test', password: 'Client-pass-2025' };
const first = laterDay(1, 15);
const second = laterDay(2, 16);

test.describe.configure({ mode: 'serial' });

async function familyTypeId() {
  const types = (await (
    await world.server.call('GET', '/api/scheduling/settings', undefined, world.photographer.cookie)
  ).json()) as { sessionTypes: { id: string; name: string }[] };
  return types.sessionTypes.find((t) => t.name === 'Family Session')!.id;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  world = await startSchedulingWorld(
    37,
    {
      businessName: 'Bisi Frames',
      slug: 'bisi-frames',
      city: 'Abuja',
      categories: ['family'],
      prices: [20000],
      firstName: 'Bisi',
    },
    'BISI FRAMES',
  );
  for (const day of [first, second]) await openDay(world, day.iso);
  for (const days of [0, 1]) {
    const date = new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 10);
    await openDay(world, date, '00:00', '23:00');
  }
  // Amaka booked once as a guest: the photographer knows her email.
  const booked = await world.server.call('POST', '/api/public/booking/bisi-frames', {
    sessionTypeId: await familyTypeId(),
    startsAt: new Date(`${first.iso}T10:00:00+01:00`).toISOString(),
    clientName: 'Amaka Obi',
    clientEmail: CLIENT.email,
  });
  expect(booked.status).toBe(201);
  const signUp = await world.server.call('POST', '/api/auth/sign-up/email', {
    firstName: 'Amaka',
    lastName: 'Obi',
    email: CLIENT.email,
    password: CLIENT.password,
    role: 'customer',
    acceptTerms: true,
  });
  expect(signUp.status).toBe(200);
  const verification = await world.server.latestEmail(CLIENT.email, 'verify-email');
  const link = new URL(verification!.text.match(/https?:\/\/\S+/)![0]);
  await world.server.call('GET', link.pathname + link.search);
});

test.afterAll(async () => {
  await world?.stop();
});

test('a signed-in client books with their photographer, prefilled, and cancels with clear buttons', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await logInFromHome(client, world.server.base, CLIENT);
  await openAccountPlace(client, 'Dashboard');
  await client.getByRole('link', { name: /^(Pending|Next): Family Session/ }).click();
  await expect(client.getByRole('heading', { name: 'Scheduling', level: 1 })).toBeVisible();
  const booked = client.getByTestId('appointment').filter({ hasText: 'Family Session' });
  await expect(booked).toContainText('Pending');

  // Book Session: their photographer's booking page, their name and email filled in.
  await client.getByRole('link', { name: 'Book Session' }).click();
  await expect(client.getByRole('heading', { name: 'Book a session with Bisi Frames' })).toBeVisible();
  await expect(client.getByLabel('Name')).toHaveValue('Amaka Obi');
  await expect(client.getByLabel('Email')).toHaveValue(CLIENT.email);
  await client.getByLabel('Session type').selectOption({ label: 'Family Session (2 h, ₦20,000.00)' });
  await clickDay(client, second);
  await client.getByLabel('Time').selectOption({ label: '1:00 PM' });
  await client.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(client.getByRole('heading', { name: 'Appointment booked successfully!' })).toBeVisible();
  await expect(client.getByText('Bisi Frames will confirm your session')).toBeVisible();

  // Back to the sessions; the cancel dialog's buttons say what they do.
  await openAccountPlace(client, 'Dashboard');
  await client.getByRole('link', { name: /^(Pending|Next): Family Session/ }).click();
  // The dashboard's card opens the next session alone; the new one is later.
  await client.getByRole('button', { name: 'Show all appointments' }).click();
  const later = client.getByRole('region', { name: second.heading }).getByTestId('appointment');
  await expect(later).toContainText('1:00 PM');
  await later.getByRole('button', { name: 'Cancel' }).click();
  const ask = client.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(ask.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await ask.getByRole('button', { name: 'Keep the session' }).click();
  await expect(ask).toBeHidden();
  await expect(later).toContainText('Pending');
  await later.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(later).toContainText('Cancelled');

  // A session inside 48 hours: no Cancel online, the client is told to contact the photographer.
  const soon = new Date(Date.now() + 3 * 3_600_000);
  soon.setUTCMinutes(0, 0, 0);
  const near = await world.server.call(
    'POST',
    '/api/bookings',
    {
      sessionTypeId: await familyTypeId(),
      startsAt: soon.toISOString(),
      clientName: 'Amaka Obi',
      clientEmail: CLIENT.email,
    },
    world.photographer.cookie,
  );
  expect(near.status).toBe(201);
  await client.reload();
  const nearCard = client.getByTestId('appointment').filter({ hasText: 'please contact your photographer' });
  await expect(nearCard).toHaveCount(1);
  await expect(nearCard.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(nearCard.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await phone.close();
});
