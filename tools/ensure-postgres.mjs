// Makes sure a PostgreSQL server is up for the database tests and returns a
// URL whose role may create databases (each test file makes its own).
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { aptInstall, capture, isRoot } from './lib.mjs';

const ROLE = 'edge_test';

async function canConnect(url) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function installedVersions() {
  try {
    return readdirSync('/usr/lib/postgresql').filter(
      (v) =>
        capture('test', ['-x', `/usr/lib/postgresql/${v}/bin/postgres`])
          .code === 0,
    );
  } catch {
    return [];
  }
}

function clusters() {
  const out = capture('pg_lsclusters', ['--no-header']).stdout.trim();
  return out
    ? out.split('\n').map((line) => {
        const [version, name, port, status] = line.trim().split(/\s+/);
        return { version, name, port: Number(port), status };
      })
    : [];
}

function asPostgres(port, sql) {
  return capture('runuser', [
    '-u',
    'postgres',
    '--',
    'psql',
    '-p',
    String(port),
    '-tAc',
    sql,
  ]);
}

function startCluster() {
  if (installedVersions().length === 0) {
    aptInstall(['postgresql'], 'the database tests need a PostgreSQL server');
  }
  let [cluster] = clusters();
  if (!cluster) {
    const [version] = installedVersions().sort().reverse();
    capture('pg_createcluster', [version, 'main']);
    [cluster] = clusters();
  }
  if (!cluster) throw new Error('Could not create a PostgreSQL cluster.');
  if (cluster.status !== 'online') {
    const started = capture('pg_ctlcluster', [
      cluster.version,
      cluster.name,
      'start',
    ]);
    if (started.code !== 0) {
      throw new Error(
        `pg_ctlcluster could not start PostgreSQL:\n${started.stderr}`,
      );
    }
  }
  return cluster;
}

function ensureRole(port) {
  const exists = asPostgres(
    port,
    `select 1 from pg_roles where rolname = '${ROLE}'`,
  );
  if (exists.code !== 0) throw new Error(`psql failed:\n${exists.stderr}`);
  if (exists.stdout.trim() !== '1') {
    const created = asPostgres(
      port,
      `create role ${ROLE} login password '${ROLE}' createdb`,
    );
    if (created.code !== 0)
      throw new Error(`Could not create role:\n${created.stderr}`);
  }
}

/** Resolves to a PostgreSQL URL for tests, starting a local server if needed. */
export async function ensurePostgres() {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    if (await canConnect(given)) return given;
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL does not answer there.`,
    );
  }
  if (!isRoot()) {
    throw new Error(
      'The database tests need PostgreSQL: set TEST_DATABASE_URL to a server ' +
        'where the role may CREATE DATABASE, or run npm test as root to have ' +
        'it installed and started.',
    );
  }
  const cluster = startCluster();
  ensureRole(cluster.port);
  const url = `postgres://${ROLE}:${ROLE}@127.0.0.1:${cluster.port}/postgres`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await canConnect(url)) return url;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `PostgreSQL started but does not accept ${ROLE} on port ${cluster.port}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensurePostgres().then(
    (url) => console.log(url),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
