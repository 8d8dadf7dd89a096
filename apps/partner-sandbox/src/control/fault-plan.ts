import { z } from 'zod';

// Faults to inject: the next `count` requests to a path of the API answer
// `status`, or answer after `delayMs` (then normally). Edge's partner proxy
// retries on 401, 500, 502, 503 and 504 (SPEC §7); these let tests see it.

export const FAULT_STATUSES = [401, 500, 502, 503, 504] as const;

export const faultSchema = z
  .object({
    /** An API path ('agencies/v2.0/agencyuser'), or '*' for every one. */
    path: z.string().min(1),
    status: z.union(FAULT_STATUSES.map((s) => z.literal(s))).optional(),
    delayMs: z.number().int().min(1).max(120_000).optional(),
    count: z.number().int().min(1).max(1000).default(1),
  })
  .refine((f) => (f.status === undefined) !== (f.delayMs === undefined), {
    message: 'Give either status or delayMs',
  });
export type Fault = z.infer<typeof faultSchema>;
export type FaultInput = z.input<typeof faultSchema>;

const trimPath = (path: string) => path.replace(/^\/+|\/+$/g, '');

export class FaultPlan {
  private faults: Fault[] = [];

  add(input: FaultInput): void {
    const fault = faultSchema.parse(input);
    this.faults.push({ ...fault, path: trimPath(fault.path) });
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The fault the next request to `path` meets, counted off; else null. */
  take(path: string): Fault | null {
    const wanted = trimPath(path);
    const fault = this.faults.find((f) => f.path === '*' || f.path === wanted);
    if (!fault) return null;
    fault.count -= 1;
    if (fault.count <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}
