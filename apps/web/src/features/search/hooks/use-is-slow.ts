import { useEffect, useState } from 'react';

/** True once `isBusy` has lasted `afterMs`; false again when it ends. */
export function useIsSlow(isBusy: boolean, afterMs: number): boolean {
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isBusy) return;
    const timer = setTimeout(() => setIsSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setIsSlow(false);
    };
  }, [isBusy, afterMs]);
  return isBusy && isSlow;
}
