// The password-reset module's public surface.
export { passwordResetRoutes } from './password-reset.routes';
export { FORGOT_ANSWER, RESET_DONE } from './password-reset.service';
export {
  INVITE_LINK_HOURS,
  mailInvite,
  mailPasswordReset,
  type AdminMailDeps,
} from './admin-mail';
