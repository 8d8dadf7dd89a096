import { useSearchParams } from 'react-router';
import { renewalsQuerySchema, type RenewalsQuery } from '@edge/contracts';

export type RenewalStageFilter = NonNullable<RenewalsQuery['stage']>;
export type RenewalWindow = NonNullable<RenewalsQuery['window']>;

const { stage: stageSchema, window: windowSchema } = renewalsQuerySchema.shape;

/**
 * The calendar's filters, kept in the URL so a reload or a shared link
 * keeps them; a value the contract refuses reads as no filter.
 */
export function useRenewalFilters() {
  const [params, setParams] = useSearchParams();
  const stage = stageSchema.safeParse(params.get('stage') ?? undefined);
  const days = windowSchema.safeParse(params.get('window') ?? undefined);
  const filters: RenewalsQuery = {
    stage: stage.success ? stage.data : undefined,
    window: days.success ? days.data : undefined,
  };

  const update = (name: 'stage' | 'window', value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return {
    filters,
    isFiltered: Boolean(filters.stage ?? filters.window),
    setStage: (value: RenewalStageFilter | undefined) => update('stage', value),
    setWindow: (value: RenewalWindow | undefined) =>
      update('window', value ? String(value) : undefined),
    clear: () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('stage');
          next.delete('window');
          return next;
        },
        { replace: true },
      ),
  };
}
