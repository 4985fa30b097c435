import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Getting around the app by clicking, as a person does: browser journeys never type a studio
 * or account address. `openStudio(page, 'Invoices')` works from any page, at 1280 px (navbar,
 * then the studio's sidebar) and on a 390 px phone (the navbar's menu, then the studio's bar
 * at the foot of the screen and its More menu).
 */
export const STUDIO_PLACES = {
  Overview: '/studio',
  Clients: '/clients',
  Invoices: '/invoicing',
  Scheduling: '/scheduling',
  Contracts: '/contracts',
  Galleries: '/galleries',
  Reports: '/reports',
  'Photographer Portal': '/photographer-dashboard',
  'Directory listing': '/photographer-dashboard/listing',
} as const;
export type StudioPlace = keyof typeof STUDIO_PLACES;

/** The entries of the navbar's account menu (and the phone menu's account links). */
export type AccountPlace =
  | 'Studio'
  | 'Dashboard'
  | 'Photographer Portal'
  | 'Admin Dashboard'
  | 'Admin Setup'
  | 'Account settings';

const ACCOUNT_PATHS: Record<AccountPlace, string> = {
  Studio: '/studio',
  Dashboard: '/dashboard',
  'Photographer Portal': '/photographer-dashboard',
  'Admin Dashboard': '/admin',
  'Admin Setup': '/admin-creation',
  'Account settings': '/account',
};

const atPath = (path: string) => new RegExp(`^[^?#]*//[^/]+${path.replace(/[/]/g, '\\/')}([?#].*)?$`);

/** The studio's navigation as the page shows it: the sidebar, or on a phone the bar. */
export const studioNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Studio' });

/** True when the navbar is the phone's (its links behind the menu button). */
async function isPhoneNavbar(page: Page): Promise<boolean> {
  return page
    .getByRole('button', { name: 'Open menu' })
    .or(page.getByRole('button', { name: 'Close menu' }))
    .isVisible();
}

/**
 * Clicks an entry of the signed-in navbar: the account menu on a wide screen (Studio is also
 * a button of its own there), the menu button's list on a phone.
 */
export async function openAccountPlace(page: Page, place: AccountPlace) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  if (await isPhoneNavbar(page)) {
    const mobileMenu = page.locator('#mobile-menu');
    if (!(await mobileMenu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.getByRole('link', { name: place, exact: true }).click();
  } else {
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const direct = navbar.getByRole('link', { name: place, exact: true });
    if (place === 'Studio' && (await direct.isVisible())) await direct.click();
    else {
      await navbar.getByRole('button', { name: /account menu/ }).click();
      await page
        .getByRole('menu', { name: 'Account' })
        .getByRole('menuitem', { name: place, exact: true })
        .click();
    }
  }
  await expect(page).toHaveURL(atPath(ACCOUNT_PATHS[place]));
}

/**
 * Opens a studio place by clicking, from wherever the page is: the navbar's Studio first when
 * the page has no studio navigation, then the place in the sidebar, or on a phone in the bar
 * or under More. Waits until the address is the place's.
 */
export async function openStudio(page: Page, place: StudioPlace) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const nav = studioNav(page);
  if (!(await nav.isVisible())) {
    await openAccountPlace(page, 'Studio');
    await expect(nav).toBeVisible();
  }
  const link = nav.getByRole('link', { name: place, exact: true });
  if (await link.isVisible()) await link.click();
  else {
    await nav.getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('menu', { name: 'More studio pages' })
      .getByRole('menuitem', { name: place })
      .click();
  }
  await expect(page).toHaveURL(atPath(STUDIO_PLACES[place]));
}

/** From `/`, the navbar's Log in or Sign up (in the menu on a phone). */
export async function openFromHome(page: Page, base: string, link: 'Log in' | 'Sign up') {
  await page.goto(`${base}/`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  if (await isPhoneNavbar(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: link }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  }
  await expect(page).toHaveURL(link === 'Log in' ? /\/login$/ : /\/signup$/);
}

/** Signs in as a person does: from `/`, the navbar's Log in (in the menu on a phone), the form. */
export async function logInFromHome(page: Page, base: string, user: { email: string; password: string }) {
  await openFromHome(page, base, 'Log in');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Waits for the sign-in toast to come and go before an axe check: axe reads a fading toast's
 * colours mid-animation. The toaster loads lazily, so the toast can mount after the address has
 * left /login; it is seen first, then seen gone.
 */
export async function waitForSignInToastToGo(page: Page) {
  const signedIn = page.getByText('Signed in successfully!');
  await expect(signedIn).toBeVisible();
  await expect(signedIn).toBeHidden({ timeout: 15_000 });
}

/** Signs out as a person does: the account menu's Sign out, or the phone menu's. */
export async function signOut(page: Page) {
  if (await isPhoneNavbar(page)) {
    const mobileMenu = page.locator('#mobile-menu');
    if (!(await mobileMenu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /account menu/ })
      .click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Sign out' }).click();
  }
}

/**
 * How far the page scrolls sideways, or any box in it that scrolls sideways (a table wider
 * than the screen): 0 when everything fits the screen's width.
 */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.locator('html').evaluate((html) => {
    interface Box {
      scrollWidth: number;
      clientWidth: number;
    }
    const root = html as unknown as Box & { ownerDocument: { querySelectorAll(s: string): Iterable<Box> } };
    const boxes = [root, ...root.ownerDocument.querySelectorAll('main .overflow-x-auto')];
    return Math.max(...boxes.map((box) => box.scrollWidth - box.clientWidth));
  });
}

/** The content editor's tab, from wherever the page is: the account menu's Admin Dashboard, Manage content. */
export async function openAdminContent(page: Page, tab: string) {
  if (!/\/admin\/content(\?|$)/.test(page.url())) {
    await openAccountPlace(page, 'Admin Dashboard');
    await page.getByRole('link', { name: 'Manage content' }).click();
    await expect(page).toHaveURL(/\/admin\/content/);
  }
  await page.getByRole('tab', { name: tab }).click();
}

/** A public page of the navbar (Services, Photographers, Pricing, Blog, About, Contact), by clicking. */
export async function openPublicPage(page: Page, name: string) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  if (await isPhoneNavbar(page)) {
    const mobileMenu = page.locator('#mobile-menu');
    if (!(await mobileMenu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
