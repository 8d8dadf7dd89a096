import { useEffect, useRef, useState } from 'react';
import { useMarkAlertsChecked } from '../api/mark-alerts-checked';
import type { CompanyAlerts } from '../api/get-company-alerts';

/**
 * Opening a company's alerts marks its unread ones read (the header badge
 * drops); returns those ids, so the page can still show them as new.
 */
export function useMarkAlertsRead(alerts: CompanyAlerts): ReadonlySet<number> {
  const { mutate } = useMarkAlertsChecked();
  // Each id is asked for once: a failure is not retried in a loop.
  const asked = useRef(new Set<number>());
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(() => new Set());
  const unread = alerts.isPending
    ? ''
    : alerts.items
        .filter((item) => !item.checked)
        .map((item) => item.id)
        .join(',');
  useEffect(() => {
    if (!unread) return;
    const ids = unread
      .split(',')
      .map(Number)
      .filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => asked.current.add(id));
    setNewIds((shown) => new Set([...shown, ...ids]));
    mutate(ids);
  }, [unread, mutate]);
  return newIds;
}
