import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface ExpectedError {
  statusCode: number;
  message: string;
  extraData: Record<string, unknown>;
  method: string;
  path: string;
}

/** Asserts an error answer whole: the App error shape of SPEC §3. */
export function expectAppError(
  response: LightMyRequestResponse,
  expected: ExpectedError,
): void {
  expect(response.statusCode).toBe(expected.statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const tech = `${expected.method} ${expected.path} ${expected.statusCode} req-`;
  expect(response.json()).toEqual({
    message: expected.message,
    statusCode: expected.statusCode,
    extraData: expected.extraData,
    techMessage: expect.stringMatching(
      new RegExp(`^${tech.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w+$`),
    ),
  });
}
