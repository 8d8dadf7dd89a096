import { ERROR_TEXTS } from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { ingestProspects } from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';
import { FAVORITE_ERRORS } from './favorites.errors';
import {
  multipartBody,
  xlsxOf,
  type UploadFile,
} from '../../testing/favorites-import';

const IMPORT = '/api/v1/favorites/import';
type Code = keyof typeof FAVORITE_ERRORS;

const refused = (code: Code, extraData: Record<string, unknown> = {}) => ({
  statusCode: 400,
  message: FAVORITE_ERRORS[code].message,
  extraData: { code, ...extraData },
  method: 'POST',
  path: IMPORT,
});

const csvFile = (text: string, name = 'list.csv'): UploadFile => ({
  name,
  content: Buffer.from(text),
});

describeEachDialect('POST /api/v1/favorites/import refusals', (dialect) => {
  const ctx = useTestApp(dialect);
  beforeAll(async () => {
    await ingestProspects(ctx());
  }, 60_000);

  const send = async (
    fields: Record<string, string>,
    file?: UploadFile,
    username = 'pc.broker',
  ) => {
    const body = await multipartBody(fields, file);
    return ctx().injectAs(username, { method: 'POST', url: IMPORT, ...body });
  };
  const favoriteCount = async () =>
    (await ctx().injectAs('pc.broker', { url: '/api/v1/favorites/5' })).json<{
      count: number;
    }>().count;

  // Every refused file below would add Acme Roofing if it were read.
  const ACME = 'Acme Roofing LLC,100 Main St,CA\n';

  it('should refuse a file that is neither CSV nor XLSX', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]);
    expectAppError(
      await send({ productCode: '5' }, { name: 'logo.csv', content: png }),
      refused('FAVORITES_IMPORT_UNREADABLE'),
    );
    const brokenZip = Buffer.from(`PK\u0003\u0004${ACME}`);
    expectAppError(
      await send(
        { productCode: '5' },
        { name: 'book.xlsx', content: brokenZip },
      ),
      refused('FAVORITES_IMPORT_UNREADABLE'),
    );
  });

  it('should refuse a file without a name, MUNS or EIN column, naming the columns it has', async () => {
    expectAppError(
      await send(
        { productCode: '5' },
        csvFile('Street,City,State\n100 Main St,Sacramento,CA\n'),
      ),
      refused('FAVORITES_IMPORT_NO_ID_COLUMN', {
        columns: ['Street', 'City', 'State'],
      }),
    );
    const sheet = await xlsxOf([['Notes'], ['Acme Roofing']]);
    expectAppError(
      await send({ productCode: '5' }, { name: 'notes.xlsx', content: sheet }),
      refused('FAVORITES_IMPORT_NO_ID_COLUMN', { columns: ['Notes'] }),
    );
  });

  it('should refuse a file with no rows, too many rows or too many bytes', async () => {
    expectAppError(
      await send({ productCode: '5' }, csvFile('Company,Address,State\n\n')),
      refused('FAVORITES_IMPORT_NO_ROWS'),
    );
    const rows = `Company,Address,State\n${ACME.repeat(5001)}`;
    expectAppError(
      await send({ productCode: '5' }, csvFile(rows)),
      refused('FAVORITES_IMPORT_TOO_MANY_ROWS'),
    );
    const padding = ' '.repeat(5 * 1024 * 1024);
    expectAppError(
      await send(
        { productCode: '5' },
        csvFile(`Company,Address,State\n${ACME}${padding}`),
      ),
      refused('FAVORITES_IMPORT_TOO_LARGE'),
    );
    expect(await favoriteCount()).toBe(0);
  });

  it('should refuse an upload without a file, a product code or multipart', async () => {
    expectAppError(
      await send({ productCode: '5' }),
      refused('FAVORITES_IMPORT_NO_FILE'),
    );
    expectAppError(await send({}, csvFile(`Company,Address,State\n${ACME}`)), {
      ...refused('FAVORITES_IMPORT_NO_FILE'),
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: {
          productCode:
            'Unknown product code: use 5 (Commercial Lines) or 7 (Benefits).',
        },
      },
    });
    const json = await ctx().injectAs('pc.broker', {
      method: 'POST',
      url: IMPORT,
      payload: { productCode: 5 },
    });
    expectAppError(json, refused('FAVORITES_IMPORT_NOT_MULTIPART'));
    expect(await favoriteCount()).toBe(0);
  });

  describe('access', () => {
    it('should answer 403 for a product the user does not hold', async () => {
      const file = csvFile(`Company,Address,State\n${ACME}`);
      expectAppError(await send({ productCode: '7' }, file), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'POST',
        path: IMPORT,
      });
    });

    it('should answer 401 without a session, before reading the upload', async () => {
      const body = await multipartBody(
        { productCode: '5' },
        csvFile(`Company,Address,State\n${ACME}`),
      );
      const response = await ctx().app.inject({
        method: 'POST',
        url: IMPORT,
        ...body,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().extraData.code).toBe('NOT_SIGNED_IN');
    });
  });
});
