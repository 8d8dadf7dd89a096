import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, type Params } from 'react-router';
import { RedirectLoopError, redirectGuard } from '../../lib/redirect-guard';

interface RedirectProps {
  to: string | ((params: Params) => string);
  state?: unknown;
  keepSearch?: boolean;
}

/** A replace-redirect that keeps the query string and feeds the loop guard (SPEC §4). */
export function Redirect({ to, state, keepSearch = true }: RedirectProps) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [isLoop, setIsLoop] = useState(false);
  const trackedTarget = useRef<string | null>(null);
  const path = typeof to === 'function' ? to(params) : to;
  const target = keepSearch ? `${path}${search}` : path;
  const from = `${pathname}${search}`;

  useEffect(() => {
    // Count each redirect once: StrictMode runs effects twice, and React may
    // reuse this component for the next route when that is a Redirect too.
    if (trackedTarget.current !== target) {
      trackedTarget.current = target;
      if (!redirectGuard.track(from, target)) {
        setIsLoop(true);
        return;
      }
    }
    void navigate(target, { replace: true, state });
  }, [navigate, from, target, state]);

  if (isLoop) throw new RedirectLoopError();
  return null;
}
