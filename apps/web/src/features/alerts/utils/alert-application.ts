import type { AlertApplication, Module } from '@edge/contracts';

// SPEC §3: alerts name a module by its application code.
const APPLICATIONS: Record<Module, AlertApplication> = { pc: 'PC', eb: 'EB' };

export function applicationOf(module: Module): AlertApplication {
  return APPLICATIONS[module];
}

export function moduleOf(application: AlertApplication): Module {
  return application === 'PC' ? 'pc' : 'eb';
}
