// The auth module's public surface.
export { authRoutes, sessionRoutes } from './auth.routes';
export {
  getUserInfo,
  type PartnerLoginPolicy,
  type SignInLog,
} from './auth.service';
export {
  signInPartnerUser,
  type PartnerUserSignIn,
} from './partner-user-sign-in';
export { parseProducts } from './user-info';
export {
  requireAdminEntry,
  type AdminCaller,
  type AdminEntry,
} from './admin-guard';
export type { UserRow, UsersTable } from './auth.table';
export { createPasswordHasher, type PasswordHasher } from './password';
export { AccountSettingsError } from './account-settings.errors';
export {
  confirmMfaEnrolment,
  disableMfa,
  getMfaStatus,
  renewRecoveryCodes,
  startMfaEnrolment,
} from './mfa-settings.service';
export {
  changeOwnPassword,
  checkNewPassword,
  checkOwnPassword,
  type OwnPasswordDeps,
  type SettingsCaller,
} from './own-password.service';
export {
  endAllSessions,
  hashToken,
  resolveSession,
  type SessionDeps,
} from './session.service';
export {
  changePassword,
  findContactByUsername,
  findContactsByEmail,
  findContactsByIds,
  findUserDisplayName,
  getOwnProfile,
  setOwnEmail,
  setOwnProfileFields,
  type OwnProfile,
  type UserContact,
} from './users.service';
