import { describe, expect, it } from 'vitest';
import { digestMail, MAIL_ALERT_LIMIT } from './digest-mail';
import type { DigestAlertRow } from './digest.repository';

const URL = 'https://edge.example.com';

const alert = (
  id: number,
  muns: string,
  subscription: number,
  extra: Partial<DigestAlertRow> = {},
): DigestAlertRow => ({
  id,
  user_id: 1,
  application: 'PC',
  muns,
  type: 'osha_inspection',
  occurred_date: '2026-11-20',
  subscription_id: subscription,
  summary: `Summary ${id}`,
  name: muns === 'M1' ? 'ZETA TRUCKING' : 'ACME ROOFING',
  ...extra,
});

const mail = (alerts: DigestAlertRow[]) =>
  digestMail({
    to: 'jo@example.com',
    firstName: 'Jo',
    digestDate: '2026-11-27',
    alerts,
    publicUrl: URL,
    unsubscribeToken: '12.abc-_DEF',
  });

describe('digestMail', () => {
  it('should list alerts by company with their details links', () => {
    const message = mail([
      alert(1, 'M1', 5),
      alert(2, 'M2', 9, {
        type: 'wc_renewal_reminder',
        occurred_date: '2026-11-02',
      }),
      alert(3, 'M1', 4, { occurred_date: '2026-11-25' }),
    ]);
    expect(message.to).toBe('jo@example.com');
    expect(message.subject).toBe('Edge alerts: 3 new alerts for 2 companies');
    expect(message.text).toBe(
      [
        'Hello Jo,',
        '',
        'You have 3 new alerts in Edge (11/27/2026).',
        '',
        'ACME ROOFING',
        "- Workers' Comp Renewal Reminder, 11/2/2026: Summary 2",
        `Details: ${URL}/edge/event_alerts_details/M2/9`,
        '',
        'ZETA TRUCKING',
        '- New OSHA Inspection, 11/25/2026: Summary 3',
        '- New OSHA Inspection, 11/20/2026: Summary 1',
        `Details: ${URL}/edge/event_alerts_details/M1/4,5`,
        '',
        `All your alerts: ${URL}/edge/pc/event_alerts`,
        '',
        'You get this mail once a day when you have new alerts. To stop it:',
        `${URL}/alerts/unsubscribe?token=12.abc-_DEF`,
        '',
        'The Edge team',
      ].join('\n'),
    );
  });

  it('should offer one-click unsubscribe headers pointing at the API', () => {
    expect(mail([alert(1, 'M1', 5)]).headers).toEqual({
      'List-Unsubscribe': `<${URL}/api/v1/alerts/digest/unsubscribe/one-click?token=12.abc-_DEF>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('should link each module alerts list when both have alerts', () => {
    const { text, subject } = mail([
      alert(1, 'M1', 5),
      alert(2, 'M1', 6, { application: 'EB' }),
    ]);
    expect(subject).toBe('Edge alerts: 2 new alerts for 1 company');
    expect(text).toContain(
      `Your Commercial Lines alerts: ${URL}/edge/pc/event_alerts\nYour Benefits alerts: ${URL}/edge/eb/event_alerts`,
    );
  });

  it('should count the alerts past the limit instead of listing them', () => {
    const many = Array.from({ length: MAIL_ALERT_LIMIT + 5 }, (_, i) =>
      alert(i + 1, i % 2 ? 'M1' : 'M2', 1),
    );
    const { text } = mail(many);
    expect(text.match(/^- /gm)).toHaveLength(MAIL_ALERT_LIMIT);
    expect(text).toContain('... and 5 more alerts in Edge.');
  });
});
