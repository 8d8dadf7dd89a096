import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const TILES = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';

describeEachDialect('GET /api/v1/site/map with a tile layer', (dialect) => {
  const ctx = useTestApp(dialect, { MAP_TILE_URL: TILES });

  it('should answer the configured tile template to a signed-in user', async () => {
    const response = await ctx().injectAs('pc.broker', {
      url: '/api/v1/site/map',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tileUrl: TILES });
  });

  it('should let the page load images from the tile server only', async () => {
    const response = await ctx().app.inject({ url: '/edge/pc' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:9;");
    expect(csp).toContain("connect-src 'self';");
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: '/api/v1/site/map' });
    expect(response.statusCode).toBe(401);
  });
});

describeEachDialect('GET /api/v1/site/map without a tile layer', (dialect) => {
  const ctx = useTestApp(dialect);

  it('should answer no tiles: the offline shapes are the map', async () => {
    const response = await ctx().injectAs('eb.broker', {
      url: '/api/v1/site/map',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tileUrl: null });
  });
});
