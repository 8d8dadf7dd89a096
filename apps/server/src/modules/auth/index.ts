// The auth module's public surface.
export { authRoutes, sessionRoutes } from './auth.routes';
export { getUserInfo } from './auth.service';
export {
  requireAdminEntry,
  type AdminCaller,
  type AdminEntry,
} from './admin-guard';
export { createPasswordHasher, type PasswordHasher } from './password';
export { hashToken, resolveSession } from './session.service';
export {
  changePassword,
  findContactByUsername,
  findContactsByEmail,
  findContactsByIds,
  findUserDisplayName,
  type UserContact,
} from './users.service';
