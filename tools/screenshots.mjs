// Takes the screenshots of docs/screenshots/ from the built server on a fresh
// demo data folder, at 1366x900 and 390x844, as full.broker: the favorites
// and saved searches shown are made through the API as a user makes them.
// Usage: npm run screenshots [-- --only NAME,NAME] (dashboard-pdf: the PDF's
// pages, which need pdftoppm).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import {
  signIn,
  spawnServer,
  stopServer,
  waitForServer,
} from './bench/bench-server.mjs';
import { CHROMIUM_PATH } from './ensure-chromium.mjs';
import { ROOT } from './lib.mjs';
import { partnerEnv, spawnPartnerSandbox } from './partner-sandbox.mjs';
import { shootDashboardPdfs } from './screenshots-pdf.mjs';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 8097);
const BASE = `http://127.0.0.1:${PORT}`;
// The partner sandbox beside it (PORT + 1): its shell signs partner users in.
const PARTNER = partnerEnv({
  ...process.env,
  PORT: String(PORT),
  PUBLIC_URL: BASE,
  PARTNER_API_URL: '',
  NODE_ENV: 'test',
});
const SHELL = `${PARTNER.env.PARTNER_API_URL}/shell`;
const OUT = join(ROOT, 'docs/screenshots');
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function api(cookie, path, body) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

// The companies shown: the PC company with the most OSHA violations, the
// largest fleet and the largest Benefits plan sponsor, as a broker would
// find them.
async function pickCompanies(cookie) {
  const top = async (module, field) =>
    (
      await api(cookie, `/api/v1/search/${module}`, {
        criteria: {},
        pageSize: 5,
        sort: { field, direction: 'desc' },
      })
    ).hits.map((hit) => hit.muns);
  const pc = await top('pnc', 'osha_violations');
  const fleet = await top('pnc', 'dot_power_units');
  const eb = await top('eb', 'employees');
  for (const muns of pc.slice(0, 3)) {
    await api(cookie, '/api/v1/favorites/5', { muns });
  }
  for (const muns of eb.slice(0, 3)) {
    await api(cookie, '/api/v1/favorites/7', { muns });
  }
  await api(cookie, '/api/v1/searches/save', {
    searchName: 'Texas contractors',
    record_id: 5,
    content: { webappSearchCriteria: { locationSearch: { states: ['TX'] } } },
  });
  // The newest alert of full.broker's favorites: its company's details.
  const [alert] = (
    await api(cookie, '/api/events/alerts/search', {
      application: 'PC',
      limit: 1,
    })
  ).items;
  return {
    pc: pc[0],
    fleet: fleet[0],
    eb: eb[0],
    alert: alert && `${alert.muns}/${alert.subscription_id}`,
    alertMuns: alert?.muns,
  };
}

// The dashboard scrolled to its Events timeline card.
const showTimeline = async (page) => {
  const card = page.getByRole('region', { name: 'Events', exact: true });
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
};

// The statistics page once every figure has answered and drawn its chart.
const waitForFigures = async (page) => {
  const loading = page.getByRole('progressbar', { name: /^Loading / });
  for (let i = 0; i < 120 && (await loading.count()) > 0; i++) {
    await page.waitForTimeout(250);
  }
  await page.locator('[data-figure] [role="img"] svg').first().waitFor();
};

const screens = ({
  pc,
  fleet,
  eb,
  alert,
  alertMuns,
  meridian,
  keystone,
  inAms,
}) => ({
  login: '/edge/login',
  'home-pc': '/edge/pc',
  'home-eb': '/edge/eb',
  'results-pc': '/edge/results/pc',
  'results-eb': '/edge/results/eb',
  'results-map': '/edge/results/pc?view=map',
  // The people of the search's companies by role.
  'results-contacts': {
    path: '/edge/results/eb?view=contacts&roles=hr,benefits',
    isFullPage: true,
  },
  'results-contacts-pc': '/edge/results/pc?view=contacts',
  'dashboard-pc': `/edge/results/dashboard/${pc}?module=pc`,
  'dashboard-fleet': `/edge/results/dashboard/${fleet}?module=pc`,
  'dashboard-eb': `/edge/results/dashboard/${eb}?module=eb`,
  // The benefits reports down to the peer benchmarks, once they answered.
  'dashboard-peers': {
    path: `/edge/results/dashboard/${eb}?module=eb`,
    act: async (page) => {
      await page
        .getByText(/^Peers: |^Not enough peers to compare|^No peer group/)
        .first()
        .waitFor();
      await page
        .getByText(/^Peers: |^Not enough peers to compare|^No peer group/)
        .first()
        .scrollIntoViewIfNeeded();
    },
  },
  'osha-details': `/edge/osha-details/${pc}`,
  'whd-details': `/edge/whd-details/${pc}`,
  'dot-details': `/edge/dot-details/${pc}`,
  'alternate-addresses': `/edge/alternate-addresses/pc/${pc}`,
  favorites: '/edge/pc/favorites',
  // The board with a few stages set through the API, as a broker would
  // on each dashboard.
  'pipeline-board': {
    path: '/edge/pc/pipeline',
    act: async (page) => {
      const stages = [
        [pc, 'contacted', 'Called the owner; renewal in March.'],
        [fleet, 'quoted', 'Sent the auto quote.'],
        [alertMuns, 'new', ''],
      ];
      for (const [muns, stage, note] of stages) {
        const answer = await page.request.put(
          `${BASE}/api/v1/pipeline/pc/companies/${muns}`,
          { data: { stage, note } },
        );
        if (!answer.ok()) throw new Error(`stage ${answer.status()}`);
      }
      await page.reload();
      await page.getByText('Sent the auto quote.').waitFor();
    },
  },
  // The favorites and saved-search matches by renewal date, after the
  // board's stages were set (the board is taken first).
  'renewals-pc': { path: '/edge/pc/renewals', isFullPage: true },
  'renewals-eb': { user: 'eb.broker', path: '/edge/eb/renewals' },
  'event-alerts-pc': '/edge/pc/event_alerts',
  'event-alerts-eb': '/edge/eb/event_alerts',
  'event-alert-details': `/edge/event_alerts_details/${alert}?module=pc`,
  'dashboard-events': {
    path: `/edge/results/dashboard/${alertMuns}?module=pc`,
    act: showTimeline,
  },
  'saved-searches': '/edge/pc/savedsearches',
  industries: '/edge/industries',
  // Market statistics, every figure of each module (full.broker's account
  // has the statistics flag).
  'statistics-pc': {
    path: '/edge/statistics/pc',
    isFullPage: true,
    act: waitForFigures,
  },
  'statistics-eb': {
    path: '/edge/statistics/eb',
    isFullPage: true,
    act: waitForFigures,
  },
  'export-dialog': {
    path: '/edge/results/pc',
    act: (page) =>
      page.getByRole('button', { name: 'Export', exact: true }).click(),
  },
  // A CRM import from the Contacts view: its roles already chosen.
  'export-dialog-crm': {
    path: '/edge/results/eb?view=contacts&roles=hr,benefits',
    act: async (page) => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Export results' })
        .getByLabel(/^CRM import/)
        .check();
    },
  },
  'results-ticked': { path: '/edge/results/pc', act: tickThree },
  'export-dialog-ticked': {
    path: '/edge/results/pc',
    act: async (page) => {
      await tickThree(page);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
    },
  },
  'favorites-ticked': {
    path: '/edge/pc/favorites',
    act: (page) =>
      page
        .getByRole('checkbox', { name: /^Tick (?!every)/ })
        .first()
        .check(),
  },
  'favorites-export': {
    path: '/edge/pc/favorites',
    act: (page) =>
      page.getByRole('button', { name: 'Export', exact: true }).click(),
  },
  'export-history': {
    path: '/edge/results/pc?q=' + TEXAS,
    act: async (page) => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Export results' })
        .getByRole('button', { name: 'Export', exact: true })
        .click();
      // Export History polls every 10 s while an export is PROCESSING.
      await page
        .getByRole('dialog', { name: /Export History/ })
        .getByText('COMPLETED')
        .first()
        .waitFor({ timeout: 30_000 });
    },
  },
  // After export-history, which made the exports it lists.
  'track-exports': '/edge/pc/track_exports',
  // An account administrator: a colleague's exports and their marks.
  'track-exports-account': {
    user: 'ent.admin',
    path: '/edge/pc/track_exports',
    act: (page) =>
      page.getByRole('button', { name: 'Everyone in my account' }).click(),
  },
  'results-marks': { user: 'ent.admin', path: '/edge/results/pc?q=' + TEXAS },
  // A list of ent.admin's shared with a colleague to read, made through
  // the API as the screen's own dialogs would.
  'lists-pc': {
    user: 'ent.admin',
    path: '/edge/pc/lists',
    act: async (page) => {
      const api = `${BASE}/api/v1/lists/pc`;
      const { lists } = await (await page.request.get(api)).json();
      let list = lists.find((l) => l.name === 'Spring renewals');
      if (!list) {
        const made = await page.request.post(api, {
          data: { name: 'Spring renewals' },
        });
        if (!made.ok()) throw new Error(`list ${made.status()}`);
        list = await made.json();
      }
      await page.request.post(`${api}/${list.id}/companies`, {
        data: { muns: [pc, fleet, alertMuns] },
      });
      const { users } = await (
        await page.request.get(`${api}/colleagues`)
      ).json();
      await page.request.put(`${api}/${list.id}/shares`, {
        data: {
          shares: users
            .slice(0, 1)
            .map((u) => ({ user_id: u.id, access: 'read' })),
        },
      });
      await page.reload();
      await page
        .getByRole('table', { name: 'Companies of Spring renewals' })
        .waitFor();
    },
  },
  // The partner platform: its shell, then partner.broker in Edge.
  'partner-shell': {
    url: SHELL,
    isSignedOut: true,
    act: async (page) => {
      await page.getByLabel('User name').fill('partner.broker');
      await page.getByLabel('Password').fill('Broker2026!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Open Edge' }).waitFor();
    },
  },
  'partner-results': {
    isPartner: true,
    path: `/edge/results/pc?q=${inAms.query}`,
  },
  'partner-dashboard': {
    isPartner: true,
    path: `/edge/results/dashboard/${inAms.muns}?module=pc`,
  },
  // Every section of My Account, the whole page.
  'my-account': { path: '/edge/myaccount/pc', isFullPage: true },
  // Setting up two-step sign-in: the QR code and the setup key.
  'my-account-two-step': {
    user: 'agency.user',
    path: '/edge/myaccount/pc',
    act: async (page) => {
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await section
        .getByRole('button', { name: 'Set up two-step sign-in' })
        .click();
      await section.getByRole('img', { name: /QR code/ }).waitFor();
      await section.scrollIntoViewIfNeeded();
    },
  },
  // Manage Users of ent.admin's account, its invite dialog, the page the
  // invitation's link opens, and the 403 an administrator without the
  // right gets.
  'manage-users': { user: 'ent.admin', path: `/app/users/ulist/${meridian}` },
  'manage-users-invite': {
    user: 'ent.admin',
    path: `/app/users/ulist/${meridian}`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Invite user' }).click();
      await page.getByLabel('Commercial Lines (PC)').check();
    },
  },
  'manage-users-groups': {
    user: 'ent.admin',
    path: `/app/users/ulist/${meridian}`,
    act: (page) =>
      page
        .getByRole('button', { name: 'Members of Gulf Coast Producers' })
        .click(),
  },
  'manage-users-forbidden': {
    user: 'ent.group',
    path: `/app/users/ulist/${meridian}`,
  },
  'set-password': '/edge/reset-password?token=example&invite=1',
  // The Admin menu's reports, each as the demo admin it is for.
  'admin-activity-report': { user: 'corp.admin', path: '/app/actlog/all' },
  'admin-generic-activity': { user: 'ent.admin', path: '/app/actlog/generic' },
  'admin-group-reports': { user: 'ent.admin', path: '/app/actlog/groups' },
  // Opened from the Admin menu: the group's id is the seed's.
  'admin-group-activity': {
    user: 'ent.group',
    path: '/edge/pc',
    act: async (page) => {
      await page.getByRole('button', { name: 'Admin' }).click();
      await page
        .getByRole('menuitem', { name: 'Group Activity Report' })
        .click();
      await page.waitForURL(/\/app\/actlog\/group\//);
    },
  },
  'admin-usage': { user: 'ent.admin', path: '/app/actlog/usage' },
  // The Support Center: the help index, a help page, the data page read
  // from the import records, the contact form; a legal page signed out.
  'support-index': '/app/support',
  'support-topic': '/app/support/exports',
  'support-keys': '/app/support/keyboard',
  // The whole data page: every dataset.
  'support-data': { path: '/app/support/data', isFullPage: true },
  'support-contact': {
    path: '/app/support/contact',
    act: async (page) => {
      await page.getByLabel(/^Subject/).fill('Export stuck in PROCESSING');
      await page
        .getByLabel(/^Message/)
        .fill('My Texas export has been processing for an hour.');
    },
  },
  'legal-privacy': { path: '/app/legal/privacy', isSignedOut: true },
  // Upgrade Subscription, the billing page and Subscription Info, as the
  // agency's owner (type 3, role '2'); Meridian's yearly billing as
  // ent.group.
  upgrade: { user: 'agency.owner', path: '/app/upgrade', isFullPage: true },
  'upgrade-sent': {
    user: 'agency.owner',
    path: '/app/upgrade',
    act: async (page) => {
      const rows = await page
        .getByRole('table', { name: 'Your upgrade requests' })
        .getByRole('row')
        .count();
      await page
        .getByLabel('Message to our sales team (optional)')
        .fill('We are opening a Houston office.');
      await page.getByRole('button', { name: 'Send request' }).click();
      // The request is listed, then mailed in the background.
      const list = page.getByRole('table', { name: 'Your upgrade requests' });
      for (
        let i = 0;
        i < 60 && (await list.getByRole('row').count()) <= rows;
        i++
      ) {
        await page.waitForTimeout(250);
      }
      await list
        .getByText('Sending')
        .waitFor({ state: 'detached', timeout: 15_000 });
      await page
        .getByRole('heading', { name: 'Ask for a change' })
        .scrollIntoViewIfNeeded();
    },
  },
  billing: { user: 'agency.owner', path: '/app/billing', isFullPage: true },
  'billing-invoice': {
    user: 'agency.owner',
    path: '/app/billing',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Invoice INV-/ })
        .first()
        .click();
      await page.getByRole('table', { name: 'Charges' }).waitFor();
    },
  },
  'billing-enterprise': { user: 'ent.group', path: '/app/billing' },
  'subscription-info': {
    user: 'agency.owner',
    path: '/edge/pc',
    act: async (page) => {
      await page.getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('menuitem', { name: 'Subscription Info' }).click();
      await page.getByRole('link', { name: 'Billing and invoices' }).waitFor();
    },
  },
  // Internal staff: every account's feature flags, then full.broker's.
  'staff-flags': { user: 'staff.admin', path: '/app/staff/flags' },
  'staff-account-flags': {
    user: 'staff.admin',
    path: `/app/staff/flags/${keystone}`,
  },
});

// The account id of a demo user, or of the session `cookie` holds (a new
// sign-in would end that session).
async function accountOf(username, cookie) {
  const response = await fetch(`${BASE}/api/v1/auth/data`, {
    headers: { cookie: cookie ?? (await signInAs(username)) },
  });
  return (await response.json()).account_id;
}

// Ticks the first three companies of the results table.
async function tickThree(page) {
  const boxes = page.getByRole('checkbox', { name: /^Tick (?!every)/ });
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
}

// Signs a demo user in; the Cookie header value of the session.
async function signInAs(username) {
  const response = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${username}&password=Broker2026!`,
    redirect: 'manual',
  });
  if (!response.ok)
    throw new Error(`sign-in of ${username}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// Exports the ent.* users of one account made, finished, for the account
// administrator's screens: a colleague's Texas companies and their own.
async function makeAccountExports() {
  const exportAs = async (username, criteria, format) => {
    const cookie = await signInAs(username);
    const { id } = await api(cookie, '/api/v1/exports', {
      module: 'pc',
      kind: 'results',
      format,
      columns: 'shown',
      criteria,
    });
    for (let tries = 0; tries < 120; tries += 1) {
      const response = await fetch(`${BASE}/api/v1/exports/${id}`, {
        headers: { cookie },
      });
      const job = await response.json();
      if (job.process_status !== 'PROCESSING') return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`export ${id} of ${username} did not finish`);
  };
  const texas = JSON.parse(
    Buffer.from(TEXAS.slice(2), 'base64url').toString('utf8'),
  );
  await exportAs('ent.group', texas, 'csv');
  await exportAs(
    'ent.admin',
    { ...texas, locationSearch: { states: ['OK', 'AR'] } },
    'xlsx',
  );
}

// What the admin reports show: the ent.* users search and open companies
// through the API, as the screens do (exports come from makeAccountExports).
// The demo's 90 days of team activity are played by a job after start-up,
// a day at a time: the admin screens wait until every day is played.
async function waitForDemoActivity() {
  const db = new Database(join(dataDir, 'edge.sqlite'), { readonly: true });
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      const { open, done } = db
        .prepare(
          `select sum(status in ('queued', 'running')) as open,
                  sum(status = 'completed') as done
             from jobs where kind = 'demo-activity'`,
        )
        .get();
      if (done > 0 && open === 0) return;
      if (Date.now() > deadline) throw new Error('demo activity unfinished');
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  } finally {
    db.close();
  }
}

async function makeAdminActivity(companies) {
  await waitForDemoActivity();
  for (const username of ['ent.admin', 'ent.group']) {
    const cookie = await signInAs(username);
    for (const states of [['TX'], ['CA'], ['OK', 'AR']]) {
      await api(cookie, '/api/v1/search/pnc', {
        criteria: { locationSearch: { states } },
      });
    }
    for (const muns of [companies.pc, companies.fleet]) {
      await fetch(`${BASE}/api/v1/companies/${muns}`, { headers: { cookie } });
    }
  }
}

// Texas, any activity date: a search a broker exports.
const TEXAS = `1.${Buffer.from(
  JSON.stringify({
    locationSearch: { states: ['TX'] },
    activityDateRange: { minDate: null },
  }),
).toString('base64url')}`;

// A partner user comes in as the shell lets them: sign in there, Open Edge.
async function signInThroughShell(page) {
  await page.goto(SHELL);
  await page.getByLabel('User name').fill('partner.broker');
  await page.getByLabel('Password').fill('Broker2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Open Edge' }).click();
  await page.waitForURL(/\/edge\/(pc|eb)(\?|$)/, { timeout: 30_000 });
}

// A company of the sandbox's AMS (its firmographics row names it in Edge),
// and the search of its name a broker runs.
async function pickAmsCompany() {
  const { truth } = await (
    await fetch(`${PARTNER.env.PARTNER_API_URL}/__sandbox/truth`)
  ).json();
  const db = new Database(join(dataDir, 'edge.sqlite'), { readonly: true });
  try {
    const find = db.prepare(
      `select c.muns, c.name from company_profiles f
         join companies c on c.muns = f.muns where f.source_key = ?`,
    );
    for (const entry of truth) {
      const record = entry.records.find((r) => r.dataset === 'firmographics');
      const company = record && find.get(record.key);
      if (!company || !/^[A-Za-z0-9 ]+$/.test(company.name)) continue;
      const criteria = {
        termsSearch: { name: company.name },
        searchOptions: { matchAllTerms: true },
        activityDateRange: { minDate: null },
      };
      const query = `1.${Buffer.from(JSON.stringify(criteria)).toString('base64url')}`;
      return { muns: company.muns, query };
    }
    throw new Error('no AMS company found in Edge');
  } finally {
    db.close();
  }
}

async function shoot(browser, cookie, name, screen) {
  const { path, url, act, user, isFullPage, isSignedOut, isPartner } =
    typeof screen === 'string' ? { path: screen } : screen;
  for (const viewport of SIZES) {
    const context = await browser.newContext({ viewport });
    if (name !== 'login' && !isSignedOut && !isPartner) {
      const session = user ? await signInAs(user) : cookie;
      const [key, value] = session.split(';')[0].split('=');
      await context.addCookies([{ name: key, value, url: BASE }]);
    }
    const page = await context.newPage();
    if (isPartner) await signInThroughShell(page);
    await page.goto(url ?? `${BASE}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    if (act) {
      await act(page);
      await page.waitForTimeout(800);
    }
    const file = join(OUT, `${name}-${viewport.width}.png`);
    await page.screenshot({ path: file, fullPage: isFullPage === true });
    console.log(file);
    await context.close();
  }
}

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1].split(',')
  : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'edge-screenshots-'));
const sandbox = spawnPartnerSandbox({
  ...PARTNER.sandboxEnv,
  LOG_LEVEL: 'warn',
});
const server = spawnServer(PORT, {
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  PARTNER_API_URL: PARTNER.env.PARTNER_API_URL,
  PARTNER_SSO_SECRET: PARTNER.env.PARTNER_SSO_SECRET,
});
try {
  await waitForServer(BASE, Date.now() + 300_000);
  const cookie = await signIn(BASE);
  const companies = {
    ...(await pickCompanies(cookie)),
    meridian: await accountOf('ent.admin'),
    keystone: await accountOf('full.broker', cookie),
    inAms: await pickAmsCompany(),
  };
  const isAccountShot = (name) =>
    ['track-exports-account', 'results-marks'].includes(name) ||
    name.startsWith('admin-');
  if (!only || only.some(isAccountShot)) await makeAccountExports();
  if (!only || only.some((name) => name.startsWith('admin-'))) {
    await makeAdminActivity(companies);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  for (const [name, screen] of Object.entries(screens(companies))) {
    if (!only || only.includes(name)) {
      await shoot(browser, cookie, name, screen);
    }
  }
  await browser.close();
  // The pages of the dashboards above as the 'Dashboard PDF' prints them.
  if (!only || only.includes('dashboard-pdf')) {
    await shootDashboardPdfs({
      base: BASE,
      cookie,
      dashboards: [
        ['pc', companies.pc],
        ['eb', companies.eb],
      ],
      out: OUT,
    });
  }
} finally {
  await stopServer(server);
  await stopServer(sandbox);
  rmSync(dataDir, { recursive: true, force: true });
}
