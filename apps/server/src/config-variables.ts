// The environment variables of the server, their defaults and what they do.
// ARCHITECTURE §1: configuration only through the environment; the README
// table is written from this list.

/** One documented environment variable. */
export interface ConfigVariable {
  name: string;
  default: string;
  docs: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', docs: 'TCP port of the web app and API.' },
  { name: 'HOST', default: '0.0.0.0', docs: 'Interface the server binds.' },
  {
    name: 'NODE_ENV',
    default: 'development',
    docs: "'production' refuses a missing SESSION_SECRET and skips the demo seed.",
  },
  {
    name: 'DATA_DIR',
    default: './data',
    docs: 'Folder (relative to the working directory) for the SQLite file, the session secret and the mail outbox.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: SQLite file DATA_DIR/edge.sqlite)',
    docs: 'postgres://user:password@host:5432/db runs on PostgreSQL instead.',
  },
  {
    name: 'SESSION_SECRET',
    default: '(dev: generated into DATA_DIR/session-secret)',
    docs: 'Signs the session cookie. Required when NODE_ENV=production.',
  },
  {
    name: 'SESSION_TTL_HOURS',
    default: '12',
    docs: 'Lifetime of a session from sign-in.',
  },
  {
    name: 'SESSION_IDLE_MINUTES',
    default: '60',
    docs: 'A session unused this long ends; the next request asks to sign in again.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: .eml files in DATA_DIR/outbox)',
    docs: 'smtp://user:password@host:587 sends mail through that server, over up to 10 reused connections (add pool=false or maxConnections=N to the URL to change that).',
  },
  {
    name: 'MAIL_FROM',
    default: 'Edge <no-reply@edge.local>',
    docs: 'Sender of every e-mail.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    docs: 'Address users reach the app at; used in password reset links.',
  },
  {
    name: 'PARTNER_API_URL',
    default: '(unset)',
    docs: "Base URL of the partner platform API: Edge trades the shell's sign-in tokens there (/sso/v1/exchange) and reads the partner user (/userinfo); the partner proxy, the duplicate-accounts report and the AMS marks read it.",
  },
  {
    name: 'PARTNER_TIMEOUT_MS',
    default: '10000',
    docs: 'How long one try of a partner API call may take; the proxy tries 3 times, 2 s apart, on 401, 500, 502, 503, 504 and timeouts, then answers 504 PARTNER_TIMEOUT.',
  },
  {
    name: 'PARTNER_SHELL_URL',
    default: 'PARTNER_API_URL/shell',
    docs: "The partner platform's shell, where partner-platform users sign in and Edge sends them to renew a session (its /open-edge?redirect=) or after sign-out.",
  },
  {
    name: 'PARTNER_SSO_SECRET',
    default:
      '(unset: npm start draws one per run and gives it to both processes)',
    docs: 'Shared secret (16 characters or more) with which the partner shell signs, and Edge checks, the short-lived token that opens Edge (HS256). Unset, Edge accepts no shell token.',
  },
  {
    name: 'PARTNER_SSO_ISSUER',
    default: 'partner-sandbox',
    docs: "The iss claim Edge expects of the partner shell's sign-in tokens.",
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    docs: 'Built web app served for every non-API path.',
  },
  {
    name: 'SEED_DEMO',
    default: 'true (false when NODE_ENV=production)',
    docs: 'Seeds the demo accounts on the first start.',
  },
  {
    name: 'DEMO_COMPANIES',
    default: '25000',
    docs: 'Companies the demo seed generates in the public file formats and imports on the first start (0: none).',
  },
  {
    name: 'DEMO_ACTIVITY_DAYS',
    default: '90',
    docs: "Days before the first start of which the demo team's activity (sign-ins, searches, company views, saved searches, favorites) is played through the API by a background job after the demo seed (0: none).",
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    docs: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'COOKIE_SECURE',
    default: 'false',
    docs: 'Marks the session cookie Secure and sends HSTS; set behind HTTPS.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    docs: "Proxies whose X-Forwarded-For is believed, so limits count per client: a hop count (1 behind one load balancer) or a comma-separated list of proxy addresses and CIDR ranges (10.0.0.5,10.1.0.0/16). 'true' is refused: it would let any client choose its address.",
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    default: '600',
    docs: 'API requests per minute per signed-in session.',
  },
  {
    name: 'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
    default: '300',
    docs: 'Requests per minute per client address without a session (sign-in, unknown paths).',
  },
  {
    name: 'API_KEY_RATE_LIMIT_PER_MINUTE',
    default: '60',
    docs: 'API requests per minute per API key (`Authorization: Bearer`).',
  },
  {
    name: 'LOGIN_MAX_FAILURES_PER_USER',
    default: '5',
    docs: 'Failed sign-ins per user name from one address in the window before that pair gets 429.',
  },
  {
    name: 'LOGIN_MAX_FAILURES_PER_ADDRESS',
    default: '20',
    docs: 'Failed sign-ins per client address in the window before 429.',
  },
  {
    name: 'LOGIN_LOCK_AFTER_FAILURES',
    default: '30',
    docs: 'Failed sign-ins per user name from all addresses in the window before the user name is locked for browsers it never signed in from; the mailed reset link clears it.',
  },
  {
    name: 'LOGIN_WINDOW_MINUTES',
    default: '15',
    docs: 'Window of the sign-in failure counts.',
  },
  {
    name: 'PASSWORD_CHECKS_AT_ONCE',
    default: '1',
    docs: 'Password hashes computed at the same time; the rest wait in line.',
  },
  {
    name: 'PASSWORD_CHECKS_QUEUED',
    default: '16',
    docs: 'Sign-ins that may wait for a password check; past it they get 503 with Retry-After.',
  },
  {
    name: 'MAP_TILE_URL',
    default: '(unset: offline state and county shapes only)',
    docs: 'Base map under the results map: an http or https XYZ raster tile template with {z}, {x} and {y}, such as https://tile.example/{z}/{x}/{y}.png (Web Mercator, 256-pixel tiles). The browser fetches the tiles from there.',
  },
  {
    name: 'EXPORT_MAX_ROWS',
    default: '50000',
    docs: 'Most rows one export may write; a larger one is refused with the count and a hint to narrow the search.',
  },
  {
    name: 'EXPORTS_PER_DAY',
    default: '20',
    docs: 'Exports a user may start in 24 hours.',
  },
  {
    name: 'EXPORTS_AT_ONCE',
    default: '2',
    docs: 'Exports of one user that may run at the same time.',
  },
  {
    name: 'EXPORT_FILE_HOURS',
    default: '48',
    docs: 'Hours an export file can be downloaded; a clean-up job deletes it after that.',
  },
  {
    name: 'ALERT_DIGEST_HOUR',
    default: '7',
    docs: "Default hour of the day (0-23, the server's time zone) the daily alert mail is sent; each user may choose another on My Account.",
  },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@edge-leads.com',
    docs: "Address the Support Center's contact form mails each request to, with the user's account and a reference number; replies go to the user's own address.",
  },
  {
    name: 'SALES_EMAIL',
    default: 'sales@edge-leads.com',
    docs: "Mailbox that receives the upgrade requests sent from Upgrade Subscription (/app/upgrade); the request carries the user's address as Reply-To.",
  },
  {
    name: 'BILLING_PORTAL_URL',
    default: "(unset: the app's own billing page, /app/billing)",
    docs: "An http or https address of the billing provider's customer portal, which the Admin menu's Billing Portal opens. Unset, it opens the app's own billing page: plan, seats, renewal date and the invoices recorded with npm run billing.",
  },
];
