import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: a random token, signed, httpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'edge_session';

export interface SessionCookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

/** The session token of the request, or null when absent or tampered with. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    signed: true,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
  });
}

/**
 * A browser a user has signed in from keeps this signed cookie (decision
 * 0016): a lock of the user name after many failures elsewhere does not
 * apply to it, so an attacker cannot lock the real user out.
 */
export const DEVICE_COOKIE = 'edge_device';
const DEVICE_COOKIE_DAYS = 365;

/** The user id a known browser signed in as, or null. */
export function readDeviceUserId(request: FastifyRequest): number | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  const userId = unsigned.valid ? Number(unsigned.value?.split('.')[0]) : NaN;
  return Number.isSafeInteger(userId) ? userId : null;
}

export function setDeviceCookie(
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): void {
  reply.setCookie(DEVICE_COOKIE, `${userId}.${randomUUID()}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/v1/auth',
    secure,
    signed: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}
