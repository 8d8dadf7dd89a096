import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS, type Profile } from '@edge/contracts';
import { demoUser } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { MyAccountRoute } from './my-account';

const PROFILE: Profile = {
  username: 'pc.broker',
  first_name: 'Paula',
  last_name: 'Castillo',
  email: 'pc.broker@demo.edge.local',
  phone: '',
  title: '',
  pending_email: null,
};

function openMyAccount(
  mfa = { enabled: false, required: false, recovery_codes_left: 0 },
  profile: Profile = PROFILE,
) {
  const api = fakeApi();
  api.answer('GET /api/v1/myaccount/profile', profile);
  api.answer('GET /api/v1/myaccount/mfa', mfa);
  api.answer('GET /api/v1/alerts/digest', { enabled: true, hour: 6 });
  api.answer('GET /api/v1/myaccount/api-keys', { keys: [] });
  api.answer('GET /api/v1/myaccount/products', {
    products: [
      {
        code: 'PC',
        name: 'Commercial Lines',
        entry: 'US Territories,TX',
        states: ['TX', 'AS', 'GU', 'MP', 'PR', 'VI'],
      },
    ],
    renewal_date: '2027-05-01',
  });
  renderRoutes(
    [{ path: '/edge/myaccount/:module', element: <MyAccountRoute /> }],
    { path: '/edge/myaccount/pc', user: demoUser('pc.broker') },
  );
  return { api };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('My Account screen', { timeout: 20_000 }, () => {
  it('should save the profile and show a new e-mail as waiting for its link', async () => {
    const { api } = openMyAccount();
    const put = api.answer('PUT /api/v1/myaccount/profile', (request) => ({
      ...PROFILE,
      ...(request.body as object),
      email: PROFILE.email,
      pending_email: 'paula@new.example',
      message: 'We sent a confirmation link to paula@new.example.',
    }));
    // A save refreshes the user info the header shows.
    const data = api.answer('GET /api/v1/auth/data', demoUser('pc.broker'));
    const profile = await section('Profile');
    const user = userEvent.setup();
    const email = await within(profile).findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'paula@new.example');
    await user.type(within(profile).getByLabelText('Phone'), '512 555 0100');
    await user.click(
      within(profile).getByRole('button', { name: 'Save profile' }),
    );
    expect(
      await within(profile).findByText(
        'We sent a confirmation link to paula@new.example.',
      ),
    ).toBeVisible();
    expect(within(profile).getByText(/Waiting for confirmation/)).toBeVisible();
    expect(put.requests[0]!.body).toEqual({
      first_name: 'Paula',
      last_name: 'Castillo',
      email: 'paula@new.example',
      phone: '512 555 0100',
      title: '',
    });
    await vi.waitFor(() => expect(data.requests).toHaveLength(1));
  });

  it('should cancel an e-mail change that waits for its link', async () => {
    const { api } = openMyAccount(undefined, {
      ...PROFILE,
      pending_email: 'paula@new.example',
    });
    const cancel = api.answer(
      'DELETE /api/v1/myaccount/email/pending',
      PROFILE,
    );
    const profile = await section('Profile');
    expect(
      await within(profile).findByText(/Waiting for confirmation: paula@new/),
    ).toBeVisible();
    await userEvent
      .setup()
      .click(within(profile).getByRole('button', { name: 'Cancel change' }));
    expect(
      await within(profile).findByText(
        'The e-mail change is cancelled; its link no longer works.',
      ),
    ).toBeVisible();
    expect(within(profile).queryByText(/Waiting for confirmation/)).toBeNull();
    expect(cancel.requests).toHaveLength(1);
  });

  it('should keep what was typed and put the server message on the field', async () => {
    const { api } = openMyAccount();
    api.fail('PUT /api/v1/myaccount/profile', 400, ERROR_TEXTS.VALIDATION, {
      code: 'VALIDATION',
      fields: { phone: 'Enter 10 to 15 digits, or leave it empty.' },
    });
    const profile = await section('Profile');
    const user = userEvent.setup();
    const phone = await within(profile).findByLabelText('Phone');
    await user.type(phone, '(512) 555-0100 x');
    await user.click(
      within(profile).getByRole('button', { name: 'Save profile' }),
    );
    expect(
      await within(profile).findByText(/Use digits, spaces/),
    ).toBeVisible();
    expect(phone).toHaveValue('(512) 555-0100 x');
    await user.clear(phone);
    await user.type(phone, '5125550100');
    await user.click(
      within(profile).getByRole('button', { name: 'Save profile' }),
    );
    expect(
      await within(profile).findByText(
        'Enter 10 to 15 digits, or leave it empty.',
      ),
    ).toBeVisible();
    expect(phone).toHaveValue('5125550100');
  });

  it('should show a wrong current password on its field and clear the form after a change', async () => {
    const { api } = openMyAccount();
    const post = api.fail(
      'POST /api/v1/myaccount/password',
      400,
      ERROR_TEXTS.VALIDATION,
      {
        code: 'VALIDATION',
        fields: { current_password: 'This is not your current password.' },
      },
    );
    const password = await section('Password');
    const user = userEvent.setup();
    const current = within(password).getByLabelText(/^Current password/);
    await user.type(current, 'wrong-one');
    await user.type(
      within(password).getByLabelText(/^New password \*/),
      'Harbour-lantern-42',
    );
    await user.type(
      within(password).getByLabelText(/^New password again/),
      'Harbour-lantern-4',
    );
    await user.click(
      within(password).getByRole('button', { name: 'Change password' }),
    );
    expect(
      await within(password).findByText(
        'The two new passwords are not the same.',
      ),
    ).toBeVisible();
    expect(post.requests).toHaveLength(0);
    await user.type(
      within(password).getByLabelText(/^New password again/),
      '2',
    );
    await user.click(
      within(password).getByRole('button', { name: 'Change password' }),
    );
    expect(
      await within(password).findByText('This is not your current password.'),
    ).toBeVisible();
    expect(current).toHaveValue('wrong-one');

    post.answer({ message: 'Your password has been changed.' });
    await user.click(
      within(password).getByRole('button', { name: 'Change password' }),
    );
    expect(
      await within(password).findByText('Your password has been changed.'),
    ).toBeVisible();
    expect(current).toHaveValue('');
  });

  it('should set up two-step sign-in with the QR code and show the recovery codes once', async () => {
    const { api } = openMyAccount();
    api.answer('POST /api/v1/myaccount/mfa/enrol', {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/Edge%3Apc.broker?secret=JBSWY3DPEHPK3PXP',
      qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    });
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    const confirm = api.answer('POST /api/v1/myaccount/mfa/confirm', {
      recovery_codes: codes,
    });
    const twoStep = await section('Two-step sign-in');
    const user = userEvent.setup();
    await user.click(
      await within(twoStep).findByRole('button', {
        name: 'Set up two-step sign-in',
      }),
    );
    expect(
      await within(twoStep).findByRole('img', { name: /QR code/ }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(twoStep).getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    api.answer('GET /api/v1/myaccount/mfa', {
      enabled: true,
      required: false,
      recovery_codes_left: 2,
    });
    await user.type(
      within(twoStep).getByLabelText('Code from the app'),
      '123456',
    );
    await user.click(within(twoStep).getByRole('button', { name: 'Turn on' }));
    const list = await within(twoStep).findByRole('list', {
      name: 'Recovery codes',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(confirm.requests[0]!.body).toEqual({ code: '123456' });
    await user.click(
      within(twoStep).getByRole('button', { name: 'I have saved my codes' }),
    );
    expect(
      await within(twoStep).findByText(/2 unused recovery codes/),
    ).toBeVisible();
    expect(within(twoStep).queryByText('abcde-fghjk')).toBeNull();
  });

  it('should make new recovery codes with the password and show them once', async () => {
    const { api } = openMyAccount({
      enabled: true,
      required: false,
      recovery_codes_left: 1,
    });
    const renew = api.fail(
      'POST /api/v1/myaccount/mfa/recovery-codes',
      400,
      ERROR_TEXTS.VALIDATION,
      {
        code: 'VALIDATION',
        fields: { password: 'This is not your current password.' },
      },
    );
    const twoStep = await section('Two-step sign-in');
    expect(
      await within(twoStep).findByText(/Make new ones before they run out/),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(
      within(twoStep).getByRole('button', { name: 'New recovery codes' }),
    );
    // The password field takes the cursor.
    await user.keyboard('wrong-one');
    await user.click(
      within(twoStep).getByRole('button', { name: 'Make new recovery codes' }),
    );
    expect(
      await within(twoStep).findByText('This is not your current password.'),
    ).toBeVisible();
    expect(within(twoStep).getByLabelText(/Your password/)).toHaveValue(
      'wrong-one',
    );
    renew.answer({ recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
    await user.click(
      within(twoStep).getByRole('button', { name: 'Make new recovery codes' }),
    );
    expect(
      await within(twoStep).findByText(
        'New recovery codes are ready. The earlier ones no longer work.',
      ),
    ).toBeVisible();
    expect(
      within(
        within(twoStep).getByRole('list', { name: 'Recovery codes' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(renew.requests[1]!.body).toEqual({ password: 'wrong-one' });
  });

  it('should turn two-step sign-in off after the password, or cancel', async () => {
    const { api } = openMyAccount({
      enabled: true,
      required: false,
      recovery_codes_left: 8,
    });
    const off = api.answer('POST /api/v1/myaccount/mfa/disable', {
      message: 'Two-step sign-in is off.',
    });
    const twoStep = await section('Two-step sign-in');
    const user = userEvent.setup();
    const turnOff = await within(twoStep).findByRole('button', {
      name: 'Turn off two-step sign-in',
    });
    await user.click(turnOff);
    await user.click(within(twoStep).getByRole('button', { name: 'Cancel' }));
    expect(within(twoStep).queryByLabelText(/Your password/)).toBeNull();
    await user.click(
      within(twoStep).getByRole('button', {
        name: 'Turn off two-step sign-in',
      }),
    );
    await user.keyboard('Broker2026!');
    await user.click(
      within(twoStep).getByRole('button', {
        name: 'Turn off two-step sign-in',
      }),
    );
    expect(
      await within(twoStep).findByText('Two-step sign-in is off.'),
    ).toBeVisible();
    expect(off.requests[0]!.body).toEqual({ password: 'Broker2026!' });
  });

  it('should explain that a required two-step sign-in cannot be turned off', async () => {
    openMyAccount({ enabled: true, required: true, recovery_codes_left: 0 });
    const twoStep = await section('Two-step sign-in');
    expect(
      await within(twoStep).findByText(
        'Your account requires two-step sign-in, so it cannot be turned off.',
      ),
    ).toBeVisible();
    expect(
      within(twoStep).queryByRole('button', { name: /Turn off/ }),
    ).toBeNull();
  });

  it('should save the alert e-mail hour and list the products with the renewal date', async () => {
    const { api } = openMyAccount();
    const put = api.answer('PUT /api/v1/alerts/digest', {
      enabled: true,
      hour: 9,
    });
    const emails = await section('Alert e-mails');
    const user = userEvent.setup();
    await user.click(
      await within(emails).findByRole('combobox', { name: /Send at/ }),
    );
    await user.click(await screen.findByRole('option', { name: '9 AM' }));
    await user.click(
      within(emails).getByRole('button', { name: 'Save e-mail preferences' }),
    );
    expect(await within(emails).findByText(/goes at 9 AM/)).toBeVisible();
    expect(put.requests[0]!.body).toEqual({ enabled: true, hour: 9 });

    const products = await section('Products and subscription');
    expect(
      await within(products).findByText('Commercial Lines (PC)'),
    ).toBeVisible();
    expect(within(products).getByText('TX, AS, GU, MP, PR, VI')).toBeVisible();
    expect(within(products).getByText('5/1/2027')).toBeVisible();
  });
});
