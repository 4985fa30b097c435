import { expect, test } from './fixtures';
import { BLOG_SLUGS, publicRoutes, SERVICE_SLUGS } from './public-routes';
import { openPublicPage, sidewaysScroll } from './studio-nav';

/** The API's 404 for an unknown slug, which the browser logs as a failed resource. */
const EXPECTED_404 = /404 \(Not Found\)/;

test.describe('public pages', () => {
  for (const route of publicRoutes) {
    test(`${route.path} shows its content without console errors`, async ({ page, consoleErrors }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      for (const text of route.texts) await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(/Aworan/);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the services page lists eight services with naira prices leading to their pages', async ({
    page,
  }) => {
    await page.goto('/');
    await openPublicPage(page, 'Services');
    const learnMore = page.getByRole('link', { name: /^Learn more about/ });
    await expect(learnMore).toHaveCount(8);
    for (const slug of SERVICE_SLUGS) {
      await expect(page.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
    }
    for (const price of [
      '₦15,000.00',
      '₦100,000.00',
      '₦200,000.00',
      '₦150,000.00',
      '₦20,000.00',
      '₦75,000.00',
      '₦50,000.00',
    ]) {
      await expect(page.getByText(price).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'Request Custom Package' }).click();
    await expect(page).toHaveURL(/\/contact/);
  });

  test('every service has its page with two bookable packages', async ({ page, consoleErrors }) => {
    for (const slug of SERVICE_SLUGS) {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const book = page.getByRole('link', { name: /^Book This Package/ });
      await expect(book).toHaveCount(2);
      await expect(book.first()).toHaveAttribute('href', new RegExp(`^/book\\?service=${slug}&package=`));
      await expect(page.getByRole('link', { name: 'View All Services' })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown service says so and leads back to the services', async ({
    page,
    allowConsoleMessages,
  }) => {
    allowConsoleMessages(EXPECTED_404);
    await page.goto('/services/underwater');
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
    await expect(page.getByText("The service you are looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'View All Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('pricing shows six tiers, Standard most popular and Custom without a price', async ({ page }) => {
    await page.goto('/');
    await openPublicPage(page, 'Pricing');
    const tiers = page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .filter({ hasNotText: 'Frequently' });
    await expect(tiers).toHaveText(['Basic', 'Standard', 'Premium', 'Wedding', 'Commercial', 'Custom']);
    const standard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Standard' }) });
    await expect(standard.getByText('Most Popular')).toBeVisible();
    await expect(standard.getByText('₦75,000.00')).toBeVisible();
    const custom = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Custom' }) });
    await expect(custom.getByText('/ session')).toHaveCount(0);
    await expect(custom.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^\/contact/);
    await expect(page.getByRole('link', { name: 'Book Basic' })).toHaveAttribute(
      'href',
      /^\/book\?package=Basic&maxPrice=25000$/,
    );
    // Prices are the photographers' own: the page says so.
    await expect(page.getByText('Each photographer on Aworan sets their own prices.')).toBeVisible();
    for (const fact of ['₦2,500', '48 hours', '2-3 weeks', 'payment plans']) {
      await expect(page.getByText(fact).first()).toBeVisible();
    }
  });

  test('the blog shows three featured articles, six recent ones and chips that filter', async ({ page }) => {
    await page.goto('/');
    await openPublicPage(page, 'Blog');
    const featured = page.getByRole('region', { name: 'Featured articles' }).getByRole('listitem');
    await expect(featured).toHaveCount(3);
    const recent = page.getByRole('region', { name: 'Recent articles' }).getByRole('listitem');
    await expect(recent).toHaveCount(6);

    const chips = page.getByRole('navigation', { name: 'Blog categories' });
    await chips.getByRole('link', { name: 'Weddings' }).click();
    await expect(page).toHaveURL(/category=Weddings/);
    const weddings = page.getByRole('region', { name: 'Weddings articles' }).getByRole('listitem');
    await expect(weddings).toHaveCount(1);
    await expect(weddings.first()).toContainText('The Complete Nigerian Wedding Photography Checklist');

    await chips.getByRole('link', { name: 'Business Tips' }).click();
    const business = page.getByRole('region', { name: 'Business Tips articles' }).getByRole('listitem');
    await expect(business).toHaveCount(3);
    await expect(business.getByText('Weddings', { exact: true })).toHaveCount(0);

    await chips.getByRole('link', { name: 'All Categories' }).click();
    await expect(page.getByRole('region', { name: 'Recent articles' }).getByRole('listitem')).toHaveCount(6);
  });

  test('all nine posts have full articles with headings, lists and an author card', async ({
    page,
    consoleErrors,
  }) => {
    for (const slug of BLOG_SLUGS) {
      await page.goto(`/blog/${slug}`);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      expect(await article.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole('complementary', { name: 'About the author' })).toContainText('Written by');
      await expect(page.getByRole('heading', { name: 'Continue Reading' })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a blog post opened from the blog shows a skeleton while it loads', async ({ page }) => {
    // Opened directly, the post arrives rendered by the server: the skeleton is for the
    // navigation inside the app, where the post is fetched.
    await page.goto('/');
    await openPublicPage(page, 'Blog');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/content/blog/lighting-techniques-portraits', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('a[href="/blog/lighting-techniques-portraits"]').first().click();
    await expect(page.getByTestId('post-skeleton')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Lighting Techniques for Stunning Portraits',
    );
    await expect(page.getByTestId('post-skeleton')).toHaveCount(0);
  });

  test('an unknown blog post says so and leads back to the blog', async ({ page, allowConsoleMessages }) => {
    allowConsoleMessages(EXPECTED_404);
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('markdown in an article is rendered as elements, never as raw HTML', async ({ page }) => {
    await page.goto('/blog/essential-equipment-for-photographers');
    const article = page.getByRole('article');
    await expect(article.locator('strong').first()).toBeVisible();
    await expect(article).not.toContainText('## ');
    await expect(article).not.toContainText('**');
  });

  test('each page has a meta description and Open Graph title', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing | Aworan');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /naira/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing');
  });

  test('on a 390 px phone the public pages fit the screen and the menu reaches them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    for (const name of ['Services', 'Photographers', 'Pricing', 'Blog', 'About', 'Contact']) {
      await openPublicPage(page, name);
      expect(await sidewaysScroll(page), name).toBe(0);
    }
  });
});
