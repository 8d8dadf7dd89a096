import { randomBytes } from 'node:crypto';
import type {
  MfaEnrolment,
  MfaRecoveryCodes,
  MfaStatus,
} from '@edge/contracts';
import QRCode from 'qrcode';
import type { Db } from '../../db/database';
import { NotSignedInError, ValidationError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import { AccountSettingsError } from './account-settings.errors';
import type { UserRow } from './auth.table';
import {
  checkOwnPassword,
  type OwnPasswordDeps,
  type SettingsCaller,
} from './own-password.service';
import {
  hashRecoveryCode,
  newRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from './recovery-codes';
import {
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
} from './recovery-codes.repository';
import { base32Encode, matchTotpStep } from './totp';
import { findUserById, updateMfaFields } from './users.repository';

const ISSUER = 'Edge';
// 160 bits, the key size RFC 4226 recommends for HMAC-SHA-1.
const SECRET_BYTES = 20;

async function userOf(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new NotSignedInError();
  return user;
}

/** GET /api/v1/myaccount/mfa. */
export async function getMfaStatus(db: Db, userId: number): Promise<MfaStatus> {
  const user = await userOf(db, userId);
  return {
    enabled: Boolean(user.mfa_secret),
    required: user.require_mfa_login === '1',
    recovery_codes_left: await countUnusedRecoveryCodes(db, userId),
  };
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUrl(username: string, secret: string): string {
  const label = encodeURIComponent(`${ISSUER}:${username}`);
  const params = new URLSearchParams({
    secret,
    issuer: ISSUER,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/**
 * POST /api/v1/myaccount/mfa/enrol: a new secret, kept aside until a code
 * of it is confirmed; the QR code is drawn here, offline.
 */
export async function startMfaEnrolment(
  db: Db,
  userId: number,
): Promise<MfaEnrolment> {
  const user = await userOf(db, userId);
  if (user.mfa_secret) throw new AccountSettingsError('MFA_ALREADY_ON');
  const secret = base32Encode(randomBytes(SECRET_BYTES));
  await updateMfaFields(db, userId, { mfa_pending_secret: secret });
  const url = otpauthUrl(user.username, secret);
  const qrCode = await QRCode.toDataURL(url, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
  });
  return { secret, otpauth_url: url, qr_code: qrCode };
}

async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = codes.map((code) =>
    hashRecoveryCode(normalizeRecoveryCode(code)!),
  );
  await replaceRecoveryCodes(db, userId, hashes, nowIso());
  return codes;
}

/**
 * POST /api/v1/myaccount/mfa/confirm: a code of the new secret turns
 * two-step sign-in on; the recovery codes are answered once, only their
 * hashes kept. The confirming code's step is spent: it cannot sign in.
 */
export async function confirmMfaEnrolment(
  db: Db,
  userId: number,
  code: string,
): Promise<MfaRecoveryCodes> {
  const user = await userOf(db, userId);
  if (user.mfa_secret) throw new AccountSettingsError('MFA_ALREADY_ON');
  const pending = user.mfa_pending_secret;
  if (!pending) throw new AccountSettingsError('MFA_NOT_STARTED');
  const step = matchTotpStep(pending, code);
  if (step === null) {
    throw new ValidationError({
      code: 'That code does not match. Enter the newest code your app shows.',
    });
  }
  await updateMfaFields(db, userId, {
    mfa_secret: pending,
    mfa_pending_secret: null,
    mfa_last_step: step,
  });
  return { recovery_codes: await issueRecoveryCodes(db, userId) };
}

/**
 * POST /api/v1/myaccount/mfa/disable: with the password; refused when the
 * account requires two-step sign-in (require_mfa_login '1').
 */
export async function disableMfa(
  deps: OwnPasswordDeps,
  caller: SettingsCaller,
  password: string,
): Promise<void> {
  const user = await userOf(deps.db, caller.userId);
  if (user.require_mfa_login === '1') {
    throw new AccountSettingsError('MFA_REQUIRED');
  }
  if (!user.mfa_secret) throw new AccountSettingsError('MFA_NOT_ON');
  await checkOwnPassword(deps, caller, password, 'password');
  await updateMfaFields(deps.db, caller.userId, {
    mfa_secret: null,
    mfa_pending_secret: null,
    mfa_last_step: null,
  });
  await replaceRecoveryCodes(deps.db, caller.userId, [], nowIso());
}

/**
 * POST /api/v1/myaccount/mfa/recovery-codes: with the password, ten new
 * recovery codes, answered once; every code of before stops working.
 */
export async function renewRecoveryCodes(
  deps: OwnPasswordDeps,
  caller: SettingsCaller,
  password: string,
): Promise<MfaRecoveryCodes> {
  const user = await userOf(deps.db, caller.userId);
  if (!user.mfa_secret) throw new AccountSettingsError('MFA_NOT_ON');
  await checkOwnPassword(deps, caller, password, 'password');
  return { recovery_codes: await issueRecoveryCodes(deps.db, caller.userId) };
}
