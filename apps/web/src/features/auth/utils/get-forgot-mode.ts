export interface ForgotChoice {
  lostUsername: boolean;
  lostPassword: boolean;
}

export interface ForgotMode {
  isSubmitVisible: boolean;
  isUsernameVisible: boolean;
  buttonLabel: 'Send Username' | 'Send Password';
  help: string;
}

const HELP = {
  none: 'Tick what you lost and we will e-mail it to the address on your account.',
  username:
    'Enter the e-mail address on your account and we will send you your user name.',
  password:
    'Enter your user name and e-mail address and we will send you a link to set a new password.',
  both: 'Enter the e-mail address on your account and we will send you your user name and a link to set a new password.',
} as const;

// SPEC §2, §5: the button shows once a box is ticked; the user name field
// only when the password alone is lost. Both ticked: the e-mail identifies
// the account, so the button keeps the spec's default 'Send Username' and
// the server mails the user name and the reset link together.
export function getForgotMode({
  lostUsername,
  lostPassword,
}: ForgotChoice): ForgotMode {
  const isPasswordOnly = lostPassword && !lostUsername;
  const help = lostUsername
    ? lostPassword
      ? HELP.both
      : HELP.username
    : lostPassword
      ? HELP.password
      : HELP.none;
  return {
    isSubmitVisible: lostUsername || lostPassword,
    isUsernameVisible: isPasswordOnly,
    buttonLabel: isPasswordOnly ? 'Send Password' : 'Send Username',
    help,
  };
}
