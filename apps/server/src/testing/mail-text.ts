import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A raw message with quoted-printable soft breaks and escapes undone. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
}

/** The decoded messages of DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decodeMail(readFileSync(join(outbox, name), 'utf8')));
}

/** The reset token of the link in a message. */
export function resetTokenOf(message: string): string {
  const match = /\/edge\/reset-password\?token=([\w-]+)/.exec(message);
  if (!match) throw new Error('no reset link in the message');
  return match[1]!;
}
