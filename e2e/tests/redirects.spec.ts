import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';

// SPEC §2: old and short paths and where they must end.
const SIGNED_IN_REDIRECTS: Array<[string, RegExp]> = [
  ['/favorites', /\/edge\/pc\/favorites$/],
  ['/event_alerts', /\/edge\/pc\/event_alerts$/],
  [
    '/event_alerts_details/M000123/4,7',
    /\/edge\/event_alerts_details\/M000123\/4,7$/,
  ],
  ['/alternate-addresses/M000123', /\/edge\/alternate-addresses\/pc\/M000123$/],
  ['/industries', /\/edge\/industries$/],
  ['/location_lookup', /\/edge\/location_lookup$/],
  ['/osha-details/M000123', /\/edge\/osha-details\/M000123$/],
  ['/osha-details2/M000123', /\/edge\/osha-details2\/M000123$/],
  ['/whd-details/M000123', /\/edge\/whd-details\/M000123$/],
  ['/dot-details/M000123', /\/edge\/dot-details\/M000123$/],
  ['/edge/results', /\/edge\/results\/pc$/],
  ['/results', /\/edge\/results\/pc$/],
  ['/edge', /\/edge\/pc$/],
  ['/', /\/edge\/pc$/],
];

test('should follow every redirect of the spec for a signed-in user', async ({
  page,
}) => {
  await signIn(page, 'full.broker');
  for (const [from, to] of SIGNED_IN_REDIRECTS) {
    await page.goto(from);
    await expect(page, `${from} redirects`).toHaveURL(to);
  }
});

test('should send /login and /forgotpassword to their /edge pages', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/edge\/login$/);
  await page.goto('/forgotpassword');
  await expect(page).toHaveURL(/\/edge\/forgotpassword$/);
});

test('should show Not Found with a Home link for any other path', async ({
  page,
}) => {
  await signIn(page, 'pc.broker');
  await page.goto('/edge/no-such-screen/at-all');
  await expect(page.getByText('That page does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/edge\/pc$/);
});

test('should send a benefits-only user from / to the benefits home', async ({
  page,
}) => {
  await signIn(page, 'eb.broker');
  await page.goto('/');
  await expect(page).toHaveURL(/\/edge\/eb$/);
});

test('should send a signed-out user to sign-in from each protected page opened in turn', async ({
  page,
}) => {
  for (const path of ['/edge/pc', '/edge/eb/favorites', '/edge/results/pc']) {
    await page.goto(path);
    await expect(page, `${path} asks to sign in`).toHaveURL(/\/edge\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  }
  await expect(page.getByText(/Multiple redirect attempts/)).toHaveCount(0);
});
