import type { Plan } from './plan';

/** Rows passing a plan, in name order. */
export function matchRows(plan: Plan): Int32Array {
  if (plan.empty) return new Int32Array(0);
  const candidates = plan.candidates();
  const checks = plan.checks;
  const size = candidates ? candidates.length : plan.index.size;
  const out = new Int32Array(size);
  let found = 0;
  const n = checks.length;
  for (let i = 0; i < size; i++) {
    const row = candidates ? candidates[i]! : i;
    let ok = true;
    for (let c = 0; c < n; c++) {
      if (!checks[c]!(row)) {
        ok = false;
        break;
      }
    }
    if (ok) out[found++] = row;
  }
  return out.subarray(0, found);
}
