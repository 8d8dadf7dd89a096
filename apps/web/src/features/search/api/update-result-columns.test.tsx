import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultColumnsPreference } from '@edge/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { searchKeys } from './search-keys';
import { useUpdateResultColumns } from './update-result-columns';

const FIRST = ['entity_name', 'city'];
const SECOND = ['entity_name', 'city', 'zip'];

describe('useUpdateResultColumns', () => {
  it('should keep a later tick when an earlier save answers after it', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The server answers each save when the test says, as the contract does.
    const answers: Array<(value: ResultColumnsPreference) => void> = [];
    const put = fakeApi().answer(
      'PUT /api/v1/user/preferences/results-columns/pnc',
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const { result } = renderHook(() => useUpdateResultColumns('pc'), {
      wrapper,
    });
    const shown = () =>
      client.getQueryData<ResultColumnsPreference>(searchKeys.columns('pc'))
        ?.columns;

    act(() => result.current.mutate(FIRST));
    act(() => result.current.mutate(SECOND));
    await waitFor(() => expect(shown()).toEqual(SECOND));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!({ columns: FIRST }));
    // The first answer lands while the second save waits: the tick stays.
    expect(shown()).toEqual(SECOND);
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!({ columns: SECOND }));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(shown()).toEqual(SECOND);
    // Saved in the order the user made them.
    expect(put.requests.map((request) => request.body)).toEqual([
      { columns: FIRST },
      { columns: SECOND },
    ]);
  });
});
