import { COMPANY_REPORTS, type CompanyReportName } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardReportNames } from './report-printers';

const catalogOf = (module: string) =>
  (Object.keys(COMPANY_REPORTS) as CompanyReportName[])
    .filter((name) => [module, 'any'].includes(COMPANY_REPORTS[name].module))
    .sort();

describe('dashboardReportNames', () => {
  it('should list every report of the module and of either module, once', () => {
    for (const module of ['pc', 'eb'] as const) {
      const names = dashboardReportNames(module);
      expect([...names].sort()).toEqual(catalogOf(module));
    }
  });

  it('should list no report of the other module', () => {
    expect(dashboardReportNames('pc')).not.toContain('welfare-summary');
    expect(dashboardReportNames('eb')).not.toContain('osha');
  });
});
