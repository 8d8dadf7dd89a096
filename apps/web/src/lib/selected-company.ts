import { moduleSchema, type Module } from '@edge/contracts';
import { z } from 'zod';

// The company last opened in the results (SPEC §2: /edge/results/dashboard
// shows the selected company's dashboard). Kept for the browser tab;
// sign-out forgets it.
const KEY = 'edge.selectedCompany';

const selectedSchema = z.object({ module: moduleSchema, muns: z.string() });
export type SelectedCompany = z.infer<typeof selectedSchema>;

export function rememberSelectedCompany(module: Module, muns: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ module, muns }));
  } catch {
    // Storage full or blocked: the dashboard then asks to pick a company.
  }
}

/** The company last selected in this tab's results, if any. */
export function selectedCompany(): SelectedCompany | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    const parsed = selectedSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetSelectedCompany(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
