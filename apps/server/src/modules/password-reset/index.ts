// The password-reset module's public surface.
export { passwordResetRoutes } from './password-reset.routes';
export { FORGOT_ANSWER, RESET_DONE } from './password-reset.service';
