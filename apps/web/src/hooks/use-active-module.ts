import { useLocation } from 'react-router';
import type { Module } from '@edge/contracts';
import { getRouteModule } from '../utils/route-module';

/** The module on screen: from the path, else the given fallback (SPEC §2). */
export function useActiveModule(fallback: Module): Module {
  const { pathname } = useLocation();
  return getRouteModule(pathname) ?? fallback;
}
