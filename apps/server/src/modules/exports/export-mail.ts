import type { UserInfo } from '@edge/contracts';
import type { MailMessage } from '../../plugins/mailer';
import type { ExportRow } from './exports.table';

/** The mail that tells a user their export is ready, with its link. */
export function exportReadyMail(
  user: Pick<UserInfo, 'email' | 'first_name'>,
  row: Pick<ExportRow, 'id' | 'module' | 'report_type' | 'file_name'>,
  rows: number,
  publicUrl: string,
): MailMessage {
  const module = row.module === 'pac' ? 'pc' : 'eb';
  const count = rows.toLocaleString('en-US');
  const text = [
    `Hello ${user.first_name},`,
    '',
    `Your ${row.report_type} export (${row.file_name}, ${count} ${rows === 1 ? 'company' : 'companies'}) is ready.`,
    '',
    'Download it while signed in to Edge within 48 hours:',
    `${publicUrl}/api/v1/exports/${row.id}/file`,
    '',
    `Your exports: ${publicUrl}/edge/${module}/track_exports`,
    '',
    'The Edge team',
  ].join('\n');
  return {
    to: user.email,
    subject: `Your Edge export is ready: ${row.file_name}`,
    text,
  };
}
