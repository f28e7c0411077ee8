import { test, expect } from './fixtures';

test.describe('the shell', () => {
  test('/app/home renders with the header and the navigation drawer', async ({ walkPage: page }) => {
    await page.goto('/app/home');
    // The header's bars are fixed-position children, so the wrapper itself has no box: check its parts.
    await expect(page.getByTestId('headerGlobalNav')).toBeAttached();
    await expect(page.getByTestId('toggleNavButton')).toBeVisible();
    await expect(page.getByTestId('homeApp')).toBeVisible();
    await expect(page).toHaveTitle(/OpenSearch Dashboards/);
  });

  test('the drawer opens and shows Home', async ({ page }) => {
    await page.goto('/app/home');
    await page.getByTestId('toggleNavButton').click();
    const drawer = page.getByTestId('collapsibleNav');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Home', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByText('Recently viewed', { exact: true })).toBeVisible();
    await expect(drawer.getByText('No recently viewed items')).toBeVisible();
  });

  test('an unknown app shows Application Not Found', async ({ walkPage: page }) => {
    await page.goto('/app/nope');
    await expect(page.getByText('Application Not Found')).toBeVisible();
    await expect(
      page.getByText('No application was found at this URL. Try going back or choosing an app from the menu.')
    ).toBeVisible();
  });

  test('the URL overflow error page shows its title and advice', async ({ walkPage: page }) => {
    await page.goto('/app/error?errorType=urlOverflow');
    await expect(page.getByText("The URL for this object is too long, and we can't display it")).toBeVisible();
    await expect(page.getByText('Things to try:')).toBeVisible();
  });

  test('a URL over the limit redirects to the overflow error page', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    const long = 'x'.repeat(25_100);
    await page.evaluate((q) => window.history.pushState({}, '', `/app/home?state=${q}`), long);
    // The watcher listens to the shell's history; pushState from outside needs an in-app navigation to be seen.
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).toHaveURL(/\/app\/error\?errorType=urlOverflow/);
    await expect(page.getByText("The URL for this object is too long, and we can't display it")).toBeVisible();
  });

  test('the generic error page', async ({ walkPage: page }) => {
    await page.goto('/app/error');
    await expect(page.getByText('Application error')).toBeVisible();
  });

  test('no script runs inline: the page works under its CSP without violations', async ({ walkPage: page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto('/app/home');
    await expect(page.getByTestId('homeApp')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
