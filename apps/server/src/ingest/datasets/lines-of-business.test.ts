import { describe, expect, it } from 'vitest';
import { benefitLines, otherLines } from './lines-of-business';

const sorted = (lines: number[]) => [...lines].sort((a, b) => a - b);

describe('benefitLines', () => {
  it('should map the line-8 boxes to SPEC lines, pipes on both ends', () => {
    expect(
      benefitLines({
        WLFR_BNFT_HEALTH_IND: '1',
        WLFR_BNFT_PPO_IND: '1',
        WLFR_BNFT_DRUG_IND: '1',
        WLFR_BNFT_DENTAL_IND: '',
        WLFR_BNFT_LIFE_INSUR_IND: '1',
      }),
    ).toBe('|0|4|');
    expect(
      benefitLines({
        WLFR_BNFT_STOP_LOSS_IND: '1',
        WLFR_BNFT_VISION_IND: '1',
        WLFR_BNFT_TEMP_DISAB_IND: '1',
        WLFR_BNFT_LONG_TERM_DISAB_IND: '1',
        WLFR_BNFT_UNEMP_IND: '1',
        WLFR_BNFT_INDEMNITY_IND: '1',
        WLFR_BNFT_DENTAL_IND: '1',
      }),
    ).toBe('|1|2|3|5|6|12|20|');
  });

  it('should read the other box from its description', () => {
    expect(
      benefitLines({
        WLFR_BNFT_OTHER_IND: '1',
        WLFR_TYPE_BNFT_OTH_TEXT: 'VOLUNTARY ACCIDENT, CRITICAL ILLNESS',
      }),
    ).toBe('|7|10|');
    expect(benefitLines({ WLFR_BNFT_OTHER_IND: '1' })).toBe('|19|');
    expect(
      benefitLines({
        WLFR_BNFT_LIFE_INSUR_IND: '1',
        WLFR_BNFT_OTHER_IND: '1',
        WLFR_TYPE_BNFT_OTH_TEXT: 'AD&D',
      }),
    ).toBe('|4|');
  });

  it('should give null when no welfare box is set (a pension contract)', () => {
    expect(benefitLines({ WLFR_BNFT_HEALTH_IND: '', PENSION_IND: '1' })).toBe(
      null,
    );
  });
});

describe('otherLines', () => {
  it.each([
    ['ACCIDENT', [10]],
    ['Hospital Indemnity', [10]],
    ['CANCER', [10]],
    ['EAP', [11]],
    ['Employee Assistance Program', [11]],
    ['WELLNESS', [11]],
    ['PREPAID LEGAL', [9]],
    ['BUSINESS TRAVEL ACCIDENT', [8]],
    ['AD&D', [4]],
    ['Accidental Death & Dismemberment', [4]],
    ['VOLUNTARY AD&D', [4, 7]],
    ['Long-Term Care', [13]],
    ['LTC', [13]],
    ['VOLUNTARY LIFE', [7, 14]],
    ['VOL. TERM LIFE', [7, 14]],
    ['VOLUNTARY LTD', [7, 15]],
    ['Voluntary Short Term Disability', [7, 16]],
    ['NY DBL', [17]],
    ['NJ TDB/PFL', [17]],
    ['STATUTORY DISABILITY', [17]],
    ['EXECUTIVE MEDICAL', [18]],
    ['VOLUNTARY DENTAL', [7]],
    ['ID THEFT', [19]],
    ['', [19]],
  ])('should read %j as lines %j', (description, lines) => {
    expect(sorted(otherLines(description))).toEqual(lines);
  });
});
