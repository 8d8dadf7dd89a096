import { z } from 'zod';

/** Most live (not revoked) keys one user holds at once. */
export const API_KEYS_PER_USER_MAX = 10;

/** Longest key name, after trimming. */
export const API_KEY_NAME_MAX = 80;

/** Every key's secret starts with this, so a leaked one is recognisable. */
export const API_KEY_PREFIX = 'edge_';

/** The name a user gives a key: trimmed, 1 to 80 characters. */
export const apiKeyNameSchema = z
  .string({ error: 'Name the key.' })
  .trim()
  .min(1, 'Name the key.')
  .max(
    API_KEY_NAME_MAX,
    `A key name has at most ${API_KEY_NAME_MAX} characters.`,
  );

/** POST /api/v1/myaccount/api-keys body. */
export const apiKeyCreateBodySchema = z.object({ name: apiKeyNameSchema });
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;

/** Path of DELETE /api/v1/myaccount/api-keys/{id}. */
export const apiKeyParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'A key id is a positive whole number.' })
    .int()
    .positive(),
});

/**
 * One of the user's keys. `prefix` is the start of the secret (e.g.
 * `edge_ab12cd34`), shown so the user recognises a key; the secret itself
 * is never shown again after creation.
 */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/v1/myaccount/api-keys: the user's keys, newest first. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** POST answer: the new key and its full secret, shown this once. */
export const apiKeyCreatedSchema = z.object({
  key: apiKeySchema,
  secret: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
