import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const url = (suffix: 'pnc' | 'eb') =>
  `/api/v1/user/preferences/results-columns/${suffix}`;

describeEachDialect('results columns preference API', (dialect) => {
  const ctx = useTestApp(dialect);
  const get = (username: string, suffix: 'pnc' | 'eb') =>
    ctx().injectAs(username, { url: url(suffix) });
  const put = (username: string, suffix: 'pnc' | 'eb', payload: object) =>
    ctx().injectAs(username, { method: 'PUT', url: url(suffix), payload });

  it('should answer null columns until the user chooses, then keep the choice per module', async () => {
    expect((await get('full.broker', 'pnc')).json()).toEqual({ columns: null });
    const columns = ['entity_name', 'osha_violations', 'state'];
    const saved = await put('full.broker', 'pnc', { columns });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ columns });
    expect((await get('full.broker', 'pnc')).json()).toEqual({ columns });
    expect((await get('full.broker', 'eb')).json()).toEqual({ columns: null });
    const changed = ['entity_name', 'state'];
    await put('full.broker', 'pnc', { columns: changed });
    expect((await get('full.broker', 'pnc')).json()).toEqual({
      columns: changed,
    });
  });

  it('should fall back to the defaults when kept columns no longer exist', async () => {
    await put('corp.admin', 'pnc', { columns: ['entity_name', 'state'] });
    await ctx()
      .db.updateTable('user_preferences')
      .set({ value: '["entity_name","retired_column"]' })
      .where('name', '=', 'results-columns.pc')
      .execute();
    expect((await get('corp.admin', 'pnc')).json()).toEqual({ columns: null });
  });

  it("should not show one user's columns to another", async () => {
    await put('ent.admin', 'eb', { columns: ['entity_name', 'carrier'] });
    expect((await get('full.broker', 'eb')).json()).toEqual({ columns: null });
  });

  it('should refuse unknown, repeated or moved company columns with field errors', async () => {
    const validation = (fields: object) => ({
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: { code: 'VALIDATION', fields },
      method: 'PUT',
      path: url('pnc'),
    });
    const cases: [object, object][] = [
      [
        { columns: ['entity_name', 'carrier'] },
        { 'columns.1': expect.any(String) },
      ],
      [
        { columns: ['entity_name', 'state', 'state'] },
        { columns: 'A column is listed once' },
      ],
      [
        { columns: ['state', 'entity_name'] },
        { columns: 'The company column comes first' },
      ],
    ];
    for (const [payload, fields] of cases) {
      expectAppError(
        await put('pc.broker', 'pnc', payload),
        validation(fields),
      );
    }
  });

  it('should answer 403 for a module the user lacks and 401 without a session', async () => {
    expect((await get('pc.broker', 'eb')).statusCode).toBe(403);
    const { app } = ctx();
    const responses = await Promise.all([
      app.inject({ url: url('pnc') }),
      app.inject({
        method: 'PUT',
        url: url('pnc'),
        payload: { columns: ['entity_name'] },
      }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401]);
  });
});
