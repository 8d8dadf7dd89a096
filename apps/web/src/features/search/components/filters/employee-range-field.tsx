import { EMPLOYEE_SLIDER_MAX, type EmployeeRangeSearch } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import type { RangeScale } from '../../utils/range-value';
import { RangeField } from './range-field';

// SPEC §9: the slider runs 0 to 10,000; its stops favour small companies.
const EMPLOYEE_SCALE: RangeScale = {
  min: 0,
  max: EMPLOYEE_SLIDER_MAX,
  stops: [
    0,
    5,
    10,
    20,
    50,
    100,
    250,
    500,
    1000,
    2500,
    5000,
    EMPLOYEE_SLIDER_MAX,
  ],
  isOpenEnded: true,
};

const formatEmployees = (n: number) =>
  n >= EMPLOYEE_SLIDER_MAX ? `${formatCount(n)}+` : formatCount(n);

interface EmployeeRangeFieldProps {
  value: EmployeeRangeSearch;
  onChange: (value: EmployeeRangeSearch) => void;
  error?: string | undefined;
}

/** employeeRangeSearch: the slider, or the text boxes (rangeType). */
export function EmployeeRangeField({
  value,
  onChange,
  error,
}: EmployeeRangeFieldProps) {
  return (
    <RangeField
      label="Employees"
      scale={EMPLOYEE_SCALE}
      format={formatEmployees}
      error={error}
      value={{
        range: value.employeeRange,
        texts: value.employeeRangeTb,
        rangeType: value.rangeType,
      }}
      onChange={(next) =>
        onChange({
          employeeRange: next.range,
          employeeRangeTb: next.texts,
          rangeType: next.rangeType,
        })
      }
    />
  );
}
