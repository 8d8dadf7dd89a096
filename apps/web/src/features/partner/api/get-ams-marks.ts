import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AMS_MARKS_MAX,
  amsMarksRequestSchema,
  amsMarksResponseSchema,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryPartner } from './should-retry-partner';
import { partnerKeys } from './partner-keys';

export const AMS_MARKS_PATH = '/api/v1/partner/ams-marks';

// A mark may change when a colleague adds an account to the AMS.
export const AMS_MARK_STALE_TIME_MS = 60_000;

interface Waiter {
  muns: string;
  resolve: (isInAms: boolean) => void;
  reject: (error: unknown) => void;
}

// Every row of a results page asks in the same moment: one request names the
// page's companies instead of one request per row.
let waiting: Waiter[] | null = null;

async function answer(batch: readonly Waiter[]) {
  try {
    const muns = [...new Set(batch.map((w) => w.muns))];
    const { in_ams } = await apiClient.post(AMS_MARKS_PATH, {
      body: { json: amsMarksRequestSchema.parse({ muns }) },
      schema: amsMarksResponseSchema,
    });
    const found = new Set(in_ams);
    batch.forEach((w) => w.resolve(found.has(w.muns)));
  } catch (error) {
    batch.forEach((w) => w.reject(error));
  }
}

function flush() {
  const batch = waiting ?? [];
  waiting = null;
  for (let i = 0; i < batch.length; i += AMS_MARKS_MAX) {
    void answer(batch.slice(i, i + AMS_MARKS_MAX));
  }
}

const isMarkable = (muns: string) =>
  amsMarksRequestSchema.shape.muns.element.safeParse(muns).success;

// POST /api/v1/partner/ams-marks { muns: [...] }, batched.
export function fetchAmsMark(muns: string): Promise<boolean> {
  // A company id the AMS cannot hold is not in it.
  if (!isMarkable(muns)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    if (waiting) {
      waiting.push({ muns, resolve, reject });
      return;
    }
    waiting = [{ muns, resolve, reject }];
    setTimeout(flush, 0);
  });
}

export function amsMarkQueryOptions(muns: string) {
  return queryOptions({
    queryKey: partnerKeys.amsMark(muns),
    queryFn: () => fetchAmsMark(muns),
    staleTime: AMS_MARK_STALE_TIME_MS,
    retry: shouldRetryPartner,
    // A mark that cannot load is left out; the results stay usable.
    meta: { errorHandling: 'screen' },
  });
}

/** Whether the company is an account in the agency's AMS. */
export function useAmsMark(muns: string, isWanted = true) {
  return useQuery({ ...amsMarkQueryOptions(muns), enabled: isWanted });
}
