import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() =>
    dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })),
  );

  it('should apply the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      sqlitePath: join(dir, 'edge.sqlite'),
      sessionTtlHours: 12,
      smtpUrl: undefined,
      mailFrom: 'Edge <no-reply@edge.local>',
      publicUrl: 'http://localhost:8080',
      seedDemo: true,
      logLevel: 'info',
      cookieSecure: false,
      rateLimitPerMinute: 600,
      rateLimitAnonymousPerMinute: 300,
      sessionIdleMinutes: 60,
      trustProxy: false,
      login: {
        maxFailuresPerUser: 5,
        maxFailuresPerAddress: 20,
        lockAfterFailures: 30,
        windowMinutes: 15,
      },
      passwordChecks: { atOnce: 1, queued: 16 },
    });
    expect(config.webDistDir).toMatch(/apps[\\/]web[\\/]dist$/);
  });

  it('should generate the development session secret once and keep it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('should refuse to start in production without SESSION_SECRET', () => {
    const dir = dataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(
      ConfigError,
    );
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });

  it('should not seed demo accounts in production unless asked', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      DATA_DIR: dataDir(),
    };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('should read overrides and treat empty values as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '9090',
      PUBLIC_URL: 'https://edge.example.com/',
      DATABASE_URL: '',
      COOKIE_SECURE: 'true',
      LOGIN_WINDOW_MINUTES: '30',
    });
    expect(config.port).toBe(9090);
    expect(config.publicUrl).toBe('https://edge.example.com');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.cookieSecure).toBe(true);
    expect(config.login.windowMinutes).toBe(30);
  });

  it('should take a hop count or proxy addresses for TRUST_PROXY, never true', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16,::1')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => trust('true')).toThrow(/TRUST_PROXY/);
    expect(() => trust('proxy.local')).toThrow(ConfigError);
  });

  it('should mail upgrade requests to sales and take an http or https billing portal', () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load({})).toMatchObject({
      salesEmail: 'sales@edge-leads.com',
      billingPortalUrl: undefined,
    });
    const portal = 'https://billing.example.com/p/login/edge';
    expect(
      load({ SALES_EMAIL: 'team@example.com', BILLING_PORTAL_URL: portal }),
    ).toMatchObject({
      salesEmail: 'team@example.com',
      billingPortalUrl: portal,
    });
    expect(() => load({ BILLING_PORTAL_URL: 'ftp://example.com' })).toThrow(
      /BILLING_PORTAL_URL/,
    );
    expect(() => load({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL/);
  });

  it('should name the variable that is invalid', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(
      /PORT/,
    );
  });

  it('should take an http or https XYZ tile template for the map', () => {
    const tiles = (url: string) =>
      loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: url }).mapTileUrl;
    expect(loadConfig({ DATA_DIR: dataDir() }).mapTileUrl).toBeUndefined();
    expect(tiles('https://tile.example/{z}/{x}/{y}.png')).toBe(
      'https://tile.example/{z}/{x}/{y}.png',
    );
    expect(tiles('http://10.0.0.7:8080/t/{z}/{y}/{x}')).toBe(
      'http://10.0.0.7:8080/t/{z}/{y}/{x}',
    );
    expect(() => tiles('ftp://tile.example/{z}/{x}/{y}.png')).toThrow(
      'MAP_TILE_URL: must be an http or https address',
    );
    expect(() => tiles('javascript:alert(1)//{z}{x}{y}')).toThrow(
      /MAP_TILE_URL: must be an http or https address/,
    );
    expect(() => tiles('https://tile.example/{z}/{x}.png')).toThrow(
      'MAP_TILE_URL: must contain {z}, {x} and {y}',
    );
    expect(() => tiles('tiles/{z}/{x}/{y}.png')).toThrow(ConfigError);
  });

  it('should document every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    for (const name of [
      'PORT',
      'DATA_DIR',
      'DATABASE_URL',
      'SESSION_SECRET',
      'SMTP_URL',
      'PARTNER_API_URL',
      'WEB_DIST_DIR',
      'SEED_DEMO',
    ]) {
      expect(names).toContain(name);
    }
  });
});
