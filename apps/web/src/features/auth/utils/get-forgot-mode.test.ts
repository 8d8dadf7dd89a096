import { describe, expect, it } from 'vitest';
import { getForgotMode } from './get-forgot-mode';

describe('getForgotMode', () => {
  it('should hide the button until a box is ticked', () => {
    const mode = getForgotMode({ lostUsername: false, lostPassword: false });
    expect(mode.isSubmitVisible).toBe(false);
    expect(mode.isUsernameVisible).toBe(false);
  });

  it('should send the user name when only that is lost', () => {
    expect(
      getForgotMode({ lostUsername: true, lostPassword: false }),
    ).toMatchObject({
      isSubmitVisible: true,
      isUsernameVisible: false,
      buttonLabel: 'Send Username',
    });
  });

  it('should ask for the user name when only the password is lost', () => {
    expect(
      getForgotMode({ lostUsername: false, lostPassword: true }),
    ).toMatchObject({
      isSubmitVisible: true,
      isUsernameVisible: true,
      buttonLabel: 'Send Password',
    });
  });

  it('should hide the user name field when both are ticked', () => {
    expect(
      getForgotMode({ lostUsername: true, lostPassword: true }),
    ).toMatchObject({
      isUsernameVisible: false,
      buttonLabel: 'Send Username',
    });
  });

  it('should change the help text with the choice', () => {
    const helps = new Set(
      [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ].map(
        ([u, p]) => getForgotMode({ lostUsername: u!, lostPassword: p! }).help,
      ),
    );
    expect(helps.size).toBe(4);
  });
});
