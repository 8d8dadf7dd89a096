import { useSearchParams } from 'react-router';
import { rangeFromParams, type DayRange } from '../utils/report-range';

/** The report's range, kept in the address so a reload or a link keeps it. */
export function useReportRange(): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const setRange = (next: DayRange) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  };
  return [range, setRange];
}
