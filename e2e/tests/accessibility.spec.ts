import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { fullestCompany } from '../fixtures/company-dashboard';

// WCAG 2.1 A and AA rules of axe on every screen: no serious or critical
// violation. Each screen is checked once it has drawn its data.

interface Screen {
  name: string;
  path: string | (() => string);
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};
// A details page is in once it names the sources of its rows (its heading
// is the page's title while loading, then the company's name).
const details = async (page: Page) => {
  await expect(page.getByRole('list', { name: 'Sources' })).toBeVisible({
    timeout: 20_000,
  });
};
const table = async (page: Page) => {
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
};

const SIGNED_OUT: Screen[] = [
  { name: 'login', path: '/edge/login', ready: heading(/sign in/i) },
  {
    name: 'forgot password',
    path: '/edge/forgotpassword',
    ready: heading(/password/i),
  },
];

const SIGNED_IN: Screen[] = [
  { name: 'PC home', path: '/edge/pc', ready: heading(/commercial/i) },
  { name: 'EB home', path: '/edge/eb', ready: heading(/benefits/i) },
  { name: 'PC results', path: '/edge/results/pc', ready: table },
  { name: 'EB results', path: '/edge/results/eb', ready: table },
  {
    name: 'EB results contacts',
    path: '/edge/results/eb?view=contacts&roles=hr,benefits',
    ready: async (page) => {
      await expect(
        page.getByRole('table', { name: 'Contacts by company' }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
  },
  {
    name: 'PC results map',
    path: '/edge/results/pc?view=map',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /map/i })).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'dashboard',
    path: () => `/edge/results/dashboard/${fullestCompany()}?module=pc`,
    ready: async (page) => {
      // The tabs show once the company has answered: allow a busy machine.
      await expect(page.getByRole('tab').first()).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  {
    name: 'dashboard, benefits tab',
    path: () => `/edge/results/dashboard/${fullestCompany()}?module=eb`,
    ready: async (page) => {
      // The tabs show once the company has answered: allow a busy machine.
      await expect(page.getByRole('tab').first()).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  {
    name: 'OSHA details',
    path: () => `/edge/osha-details/${fullestCompany()}`,
    ready: table,
  },
  {
    name: 'wage and hour details',
    path: () => `/edge/whd-details/${fullestCompany()}`,
    ready: details,
  },
  {
    name: 'DOT details',
    path: () => `/edge/dot-details/${fullestCompany()}`,
    ready: details,
  },
  {
    name: 'broker search',
    path: '/edge/eb?mode=brokers',
    ready: heading(/benefits/i),
  },
  {
    name: 'alternate addresses',
    path: () => `/edge/alternate-addresses/pc/${fullestCompany()}`,
    ready: heading(/address/i),
  },
  {
    name: 'favorites',
    path: '/edge/pc/favorites',
    ready: heading(/favorites/i),
  },
  {
    name: 'saved searches',
    path: '/edge/pc/savedsearches',
    ready: heading(/saved searches/i),
  },
  {
    name: 'pipeline board',
    path: '/edge/pc/pipeline',
    ready: heading('Pipeline'),
  },
  {
    name: 'renewal calendar',
    path: '/edge/pc/renewals',
    ready: heading('Renewal calendar'),
  },
  { name: 'lists', path: '/edge/pc/lists', ready: heading('Lists') },
  { name: 'industries', path: '/edge/industries', ready: heading(/industr/i) },
  {
    name: 'location lookup',
    path: '/edge/location_lookup',
    ready: heading(/location/i),
  },
  {
    name: 'statistics',
    path: '/edge/statistics/pc',
    // Every figure has answered (each card loads on its own).
    ready: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Statistics' }),
      ).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('progressbar')).toHaveCount(0, {
        timeout: 20_000,
      });
    },
  },
  {
    name: 'my account',
    path: '/edge/myaccount/pc',
    // Every section has drawn its data.
    ready: async (page) => {
      await expect(
        page.getByRole('button', { name: 'Save profile' }),
      ).toBeVisible();
      await expect(page.getByText(/Subscription renews/)).toBeVisible();
      await expect(page.getByText(/Two-step sign-in is/)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
  },
];

async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  expect.soft(serious, `axe on ${screen}`).toEqual([]);
}

// Every screen fits its width: wide tables scroll inside their own box,
// never the page.
async function expectNoPageScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    // Content inside a scrolling or clipping box does not widen the page.
    const isClipped = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .filter((el) => !isClipped(el))
      .slice(0, 3)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 80));
    return { by: root.scrollWidth - root.clientWidth, wide };
  });
  expect
    .soft(
      overflow.by,
      `${screen} scrolls sideways: ${overflow.wide.join(' | ')}`,
    )
    .toBeLessThanOrEqual(0);
}

for (const width of [1366, 390]) {
  const height = width === 390 ? 844 : 900;

  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const screen of SIGNED_OUT) {
      test(`${screen.name} has no serious violation`, async ({ page }) => {
        await page.goto(screen.path as string);
        await screen.ready(page);
        await expectNoSeriousViolations(page, screen.name);
        await expectNoPageScroll(page, screen.name);
      });
    }

    test('signed-in screens have no serious violation', async ({ page }) => {
      // Twenty-odd screens, each read by axe: minutes on a loaded machine.
      test.setTimeout(240_000);
      await signIn(page, 'full.broker');
      for (const screen of SIGNED_IN) {
        await test.step(screen.name, async () => {
          const path =
            typeof screen.path === 'function' ? screen.path() : screen.path;
          await page.goto(path);
          await screen.ready(page);
          await expectNoSeriousViolations(page, screen.name);
          await expectNoPageScroll(page, screen.name);
        });
      }
    });
  });
}

test('buttons and links show a focus ring when reached by the keyboard', async ({
  page,
}) => {
  await signIn(page, 'full.broker');
  await page.goto('/edge/pc');
  await expect(page.getByRole('banner')).toBeVisible();
  const rings: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    rings.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'body';
        const style = getComputedStyle(el);
        const visible =
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        return `${el.tagName}:${visible ? 'ring' : 'none'}`;
      }),
    );
  }
  expect(
    rings.filter((r) => r.endsWith(':none')),
    rings.join(', '),
  ).toEqual([]);
});

test('a company name on a phone has the card to itself and breaks between words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'full.broker');
  await page.goto(`/edge/results/dashboard/${fullestCompany()}?module=pc`);
  const name = page.getByRole('heading', { level: 1 });
  // The loading heading gives way to the company's name.
  await expect(name).not.toHaveText(/Loading/);
  // The card's inner width at 390 px: 390 - 2 x 16 (page) - 2 x 16 (card).
  await expect
    .poll(async () => (await name.boundingBox())?.width ?? 0)
    .toBeGreaterThanOrEqual(320);
  await expect(name).toHaveCSS('overflow-wrap', 'break-word');
});
