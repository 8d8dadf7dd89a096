import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMPANY_REPORTS,
  ERROR_TEXTS,
  companyReportPath,
  type CompanyProfile,
  type CompanyReportName,
} from '@edge/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { rowsOf, useReportsApp } from '../../testing/company-reports';

const NAMES = Object.keys(COMPANY_REPORTS) as CompanyReportName[];
const ofModule = (module: string) =>
  NAMES.filter((name) => COMPANY_REPORTS[name].module === module);
const profilePath = (muns: string) => `/api/v1/companies/${muns}`;
// The company record and every report.
const allPaths = (muns: string) => [
  profilePath(muns),
  ...NAMES.map((name) => companyReportPath(muns, name)),
];

// One company in eb.broker's West, beyond the fixtures' companies.
const WEST_COMPANY = `RECORD_ID,COMPANY_NAME,DBA_NAME,ADDRESS,CITY,STATE,ZIP,FEIN,PHONE,WEBSITE,NAICS,EMPLOYEES,ANNUAL_REVENUE,YEAR_FOUNDED,AS_OF_DATE
FG-900101,Pacific Crest Dental Group,,1 Market St,San Francisco,CA,94105,,,,621210,30,1500000,2012,2025-10-31
`;

const FORBIDDEN = { code: 'FORBIDDEN' };
const OUTSIDE = {
  statusCode: 403,
  message: 'This company is outside the states your subscription covers.',
  extraData: { code: 'COMPANY_OUTSIDE_STATES' },
};

describeEachDialect('company reports access', (dialect) => {
  const ctx = useReportsApp(dialect);
  let ohio = '';
  let texas = '';
  let west = '';

  beforeAll(async () => {
    const file = join(ctx.t().dataDir, 'firmographics_west.csv');
    writeFileSync(file, WEST_COMPANY);
    await ingestIntoApp(ctx.t(), [file]);
    const rows = await rowsOf(
      ctx.db(),
      sql`select state, min(muns) as muns from companies group by state`,
    );
    const muns = (state: string) =>
      String(rows.find((r) => r.state === state)!.muns);
    [ohio, texas, west] = [muns('OH'), muns('TX'), muns('CA')];
  });

  const expectError = async (
    username: string | null,
    path: string,
    error: { statusCode: number; message: string; extraData: object },
  ) => {
    const response = username
      ? await ctx.get(username, path)
      : await ctx.t().app.inject({ url: path });
    expectAppError(response, {
      ...error,
      extraData: error.extraData as Record<string, unknown>,
      method: 'GET',
      path,
    });
  };

  it('should answer 401 on every company call without a session', async () => {
    for (const path of allPaths(ohio)) {
      await expectError(null, path, {
        statusCode: 401,
        message: ERROR_TEXTS.NOT_SIGNED_IN,
        extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
      });
    }
  });

  it('should answer 403 to a user without the report product', async () => {
    const cases = [
      ['pc.broker', ofModule('eb')],
      ['eb.broker', ofModule('pc')],
    ] as const;
    for (const [username, names] of cases) {
      for (const name of names) {
        await expectError(username, companyReportPath(west, name), {
          statusCode: 403,
          message: ERROR_TEXTS.FORBIDDEN,
          extraData: FORBIDDEN,
        });
      }
    }
  });

  it('should answer 403 for a company outside the permitted states', async () => {
    for (const name of [...ofModule('eb'), ...ofModule('any')]) {
      await expectError('eb.broker', companyReportPath(ohio, name), OUTSIDE);
    }
    await expectError('eb.broker', profilePath(ohio), OUTSIDE);
    for (const name of [...ofModule('pc'), ...ofModule('any')]) {
      await expectError(
        'territory.broker',
        companyReportPath(ohio, name),
        OUTSIDE,
      );
    }
    await expectError('territory.broker', profilePath(ohio), OUTSIDE);
  });

  it('should answer a company inside the permitted states', async () => {
    const cases = [
      ['territory.broker', texas, ['pc', 'any']],
      ['eb.broker', west, ['eb', 'any']],
    ] as const;
    for (const [username, muns, modules] of cases) {
      for (const name of modules.flatMap(ofModule)) {
        const response = await ctx.get(username, companyReportPath(muns, name));
        expect(response.statusCode, `${name} ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({ muns });
      }
    }
    const response = await ctx.get('eb.broker', profilePath(west));
    expect(response.json<CompanyProfile>()).toMatchObject({
      muns: west,
      state: 'CA',
      modules: ['eb'],
    });
  });

  it('should answer 404 for an unknown company', async () => {
    for (const path of allPaths('999999999')) {
      await expectError('full.broker', path, {
        statusCode: 404,
        message: 'Company not found.',
        extraData: { code: 'COMPANY_NOT_FOUND' },
      });
    }
  });

  describe('a malformed company id', () => {
    const invalid = {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
    };

    it('should answer 400 naming muns when it has other characters', async () => {
      for (const path of allPaths('12-34')) {
        await expectError('full.broker', path, {
          ...invalid,
          extraData: {
            code: 'VALIDATION',
            fields: { muns: 'A company id has letters and digits only' },
          },
        });
      }
    });

    it('should answer 400 naming muns when it is too long', async () => {
      const path = companyReportPath('1'.repeat(33), 'osha');
      await expectError('pc.broker', path, {
        ...invalid,
        extraData: {
          code: 'VALIDATION',
          fields: { muns: expect.stringContaining('32') },
        },
      });
    });
  });
});
