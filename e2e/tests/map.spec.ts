import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { SECOND_APP_PORT } from '../fixtures/env';
import {
  companyNames,
  mapResultsPath,
  sharedSpot,
  startAppServer,
  startTileServer,
  TEXAS,
  tileOf,
} from '../fixtures/map';
import { DEMO_PASSWORD } from '../fixtures/users';

// The results map (SPEC §2): where it opens, companies that share one spot,
// and the optional tile layer under it (MAP_TILE_URL).

const theMap = (page: Page) =>
  page.getByRole('application', { name: 'Map of the matching companies' });

async function mapLoaded(page: Page): Promise<void> {
  await expect(
    page.getByRole('region', { name: 'Map view' }).getByText(/ on the map/),
  ).toBeVisible();
}

test('should open the map of a Texas search on Texas', async ({ page }) => {
  await signIn(page, 'pc.broker');
  await page.goto(mapResultsPath(TEXAS));
  await mapLoaded(page);
  const map = (await theMap(page).boundingBox())!;
  const texas = page
    .locator('svg path')
    .filter({ has: page.locator('title', { hasText: /^Texas$/ }) });
  const box = (await texas.boundingBox())!;
  // The whole country would leave Texas a fifth of the map across.
  expect(
    Math.max(box.width / map.width, box.height / map.height),
  ).toBeGreaterThan(0.6);
  expect(box.x + box.width / 2).toBeGreaterThan(map.x);
  expect(box.x + box.width / 2).toBeLessThan(map.x + map.width);
  expect(box.y + box.height / 2).toBeGreaterThan(map.y);
  expect(box.y + box.height / 2).toBeLessThan(map.y + map.height);
});

test('should fit the map and its results into a phone screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'pc.broker');
  await page.goto(mapResultsPath(TEXAS));
  await mapLoaded(page);
  const map = (await theMap(page).boundingBox())!;
  expect(map.x).toBeGreaterThanOrEqual(0);
  expect(map.x + map.width).toBeLessThanOrEqual(390);
  const markers = theMap(page).locator('[data-marker]');
  expect(await markers.count()).toBeGreaterThan(0);
  for (const marker of await markers.all()) {
    const box = (await marker.boundingBox())!;
    expect(box.x + box.width / 2).toBeGreaterThan(map.x);
    expect(box.x + box.width / 2).toBeLessThan(map.x + map.width);
  }
});

test('should list the companies of one spot, each opening its dashboard', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  const spot = await sharedSpot(page);
  const near = {
    locationSearch: {
      radius: {
        latitude: spot.latitude,
        longitude: spot.longitude,
        miles: 1,
        label: 'The spot',
      },
    },
  };
  const names = await companyNames(page, near);
  await page.goto(mapResultsPath(near));
  await mapLoaded(page);
  const count = spot.muns.length;
  const cluster = theMap(page).getByRole('button', {
    name: `${count} companies at one spot; list them`,
  });
  await cluster.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', {
    name: `${count} companies at this spot`,
  });
  await expect(list).toBeVisible();
  for (const muns of spot.muns) {
    await expect(
      list.getByRole('link', { name: names.get(muns), exact: true }),
    ).toHaveAttribute('href', `/edge/results/dashboard/${muns}?module=pc`);
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(cluster).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const first = list.getByRole('link').first();
  await expect(first).toBeFocused();
  const href = (await first.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
});

test.describe('with a tile layer', () => {
  test('should draw the configured tiles under the clusters', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tiles = await startTileServer();
    const app = await startAppServer(SECOND_APP_PORT, {
      MAP_TILE_URL: tiles.template,
    });
    try {
      const login = await page.request.post(
        `${app.baseUrl}/api/v1/auth/login`,
        { form: { username: 'pc.broker', password: DEMO_PASSWORD } },
      );
      expect(login.status()).toBe(200);
      await page.goto(`${app.baseUrl}${mapResultsPath(TEXAS)}`);
      await mapLoaded(page);
      const images = page.getByTestId('map-tiles').locator('image');
      await expect(images.first()).toBeAttached();
      // The map opens on Texas: the tile of its middle is among those asked
      // (tiles arrive one by one; wait for it rather than the first).
      const asksMiddle = () =>
        tiles.requested.some((tile) => {
          const z = Number(tile.split('/')[0]);
          return tile === tileOf(31.2, -99.3, z);
        });
      await expect.poll(asksMiddle).toBe(true);
      const hrefs = await images.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('href')),
      );
      for (const href of hrefs) {
        expect(href).toMatch(
          /^http:\/\/127\.0\.0\.1:\d+\/tiles\/\d+\/\d+\/\d+\.png$/,
        );
      }
      // The clusters are drawn over the tiles.
      await expect(
        theMap(page)
          .getByRole('button', { name: /compan/ })
          .first(),
      ).toBeVisible();
    } finally {
      await app.stop();
      await tiles.close();
    }
  });
});
