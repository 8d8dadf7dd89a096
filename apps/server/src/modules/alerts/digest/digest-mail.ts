import { eventTypeLabel, formatDate } from '@edge/contracts';
import type { MailMessage } from '../../../plugins/mailer';
import type { DigestAlertRow } from './digest.repository';

// More than this many alerts in one mail: the rest are counted, not listed.
export const MAIL_ALERT_LIMIT = 100;

const MODULE_OF = { PC: 'pc', EB: 'eb' } as const;
const MODULE_NAMES = { PC: 'Commercial Lines', EB: 'Benefits' } as const;

export interface DigestMailInput {
  to: string;
  firstName: string;
  digestDate: string;
  // The user's alerts of this digest, in id order.
  alerts: readonly DigestAlertRow[];
  publicUrl: string;
  // The signed token of the user's unsubscribe links.
  unsubscribeToken: string;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

interface CompanyAlerts {
  muns: string;
  name: string;
  alerts: DigestAlertRow[];
}

// By company name, each company's alerts newest first.
function byCompany(alerts: readonly DigestAlertRow[]): CompanyAlerts[] {
  const companies = new Map<string, CompanyAlerts>();
  for (const alert of alerts) {
    const company = companies.get(alert.muns) ?? {
      muns: alert.muns,
      name: alert.name ?? alert.muns,
      alerts: [],
    };
    company.alerts.push(alert);
    companies.set(alert.muns, company);
  }
  for (const company of companies.values()) {
    company.alerts.sort(
      (a, b) => b.occurred_date.localeCompare(a.occurred_date) || b.id - a.id,
    );
  }
  return [...companies.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.muns.localeCompare(b.muns),
  );
}

function companyLines(
  company: CompanyAlerts,
  shown: number,
  publicUrl: string,
): string[] {
  const subscriptions = [
    ...new Set(company.alerts.map((a) => a.subscription_id)),
  ].sort((a, b) => a - b);
  return [
    company.name,
    ...company.alerts
      .slice(0, shown)
      .map(
        (a) =>
          `- ${eventTypeLabel(a.type)}, ${formatDate(a.occurred_date)}: ${a.summary}`,
      ),
    `Details: ${publicUrl}/edge/event_alerts_details/${encodeURIComponent(company.muns)}/${subscriptions.join(',')}`,
    '',
  ];
}

function listLinks(
  alerts: readonly DigestAlertRow[],
  publicUrl: string,
): string[] {
  const present = new Set(alerts.map((a) => a.application));
  const applications = (['PC', 'EB'] as const).filter((a) => present.has(a));
  const link = (app: keyof typeof MODULE_OF) =>
    `${publicUrl}/edge/${MODULE_OF[app]}/event_alerts`;
  if (applications.length === 1)
    return [`All your alerts: ${link(applications[0]!)}`];
  return applications.map(
    (app) => `Your ${MODULE_NAMES[app]} alerts: ${link(app)}`,
  );
}

/** The API address a mail provider posts the one-click unsubscribe to. */
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/alerts/digest/unsubscribe/one-click?token=${encodeURIComponent(token)}`;

/**
 * One user's daily mail: the new alerts by company, each with its details
 * link, the alerts list, and a signed unsubscribe link (also as RFC 8058
 * one-click headers for the mail provider).
 */
export function digestMail(input: DigestMailInput): MailMessage {
  const companies = byCompany(input.alerts);
  const lines: string[] = [];
  let room = MAIL_ALERT_LIMIT;
  for (const company of companies) {
    if (room <= 0) break;
    lines.push(...companyLines(company, room, input.publicUrl));
    room -= company.alerts.length;
  }
  const left = input.alerts.length - MAIL_ALERT_LIMIT;
  const token = encodeURIComponent(input.unsubscribeToken);
  const text = [
    `Hello ${input.firstName},`,
    '',
    `You have ${plural(input.alerts.length, 'new alert', 'new alerts')} in Edge (${formatDate(input.digestDate)}).`,
    '',
    ...lines,
    ...(left > 0
      ? [`... and ${plural(left, 'more alert', 'more alerts')} in Edge.`, '']
      : []),
    ...listLinks(input.alerts, input.publicUrl),
    '',
    'You get this mail once a day when you have new alerts. To stop it:',
    `${input.publicUrl}/alerts/unsubscribe?token=${token}`,
    '',
    'The Edge team',
  ].join('\n');
  return {
    to: input.to,
    subject: `Edge alerts: ${plural(input.alerts.length, 'new alert', 'new alerts')} for ${plural(companies.length, 'company', 'companies')}`,
    text,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(input.publicUrl, input.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
