import { z } from 'zod';

// The sandbox's environment (README: Configuration).

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_534).default(8080),
  PARTNER_SANDBOX_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  PARTNER_SSO_SECRET: z.string().min(16).optional(),
  EDGE_URL: z.url().optional(),
  LOG_LEVEL: z.string().default('info'),
});

export interface SandboxConfig {
  port: number;
  ssoSecret: string | undefined;
  edgeUrl: string;
  logLevel: string;
}

export function loadSandboxConfig(env = process.env): SandboxConfig {
  const e = envSchema.parse(env);
  const port = e.PARTNER_SANDBOX_PORT ?? e.PORT + 1;
  return {
    port,
    ssoSecret: e.PARTNER_SSO_SECRET,
    edgeUrl: (e.EDGE_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
  };
}
