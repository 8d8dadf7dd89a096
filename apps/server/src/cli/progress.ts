import type { FileSummary, Progress } from '../ingest/import-file';

const count = (n: number) => n.toLocaleString('en-US');

function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The progress line of the file being imported: rows, rows/s and ETA (from
 * the bytes read). On a terminal it is rewritten in place; otherwise a line
 * is printed every ten seconds.
 */
export function createProgressPrinter(stream: NodeJS.WriteStream) {
  let file = '';
  let started = 0;
  let lastPrint = 0;
  let printed = false;
  const interval = stream.isTTY ? 250 : 10_000;
  return {
    update(progress: Progress): void {
      const now = Date.now();
      if (progress.file !== file) {
        file = progress.file;
        started = now;
        lastPrint = now;
        printed = false;
      }
      if (now - lastPrint < interval) return;
      lastPrint = now;
      printed = true;
      const seconds = (now - started) / 1000;
      const rate = seconds > 0 ? progress.rows / seconds : 0;
      const share = progress.size > 0 ? progress.bytes / progress.size : 0;
      const eta = share > 0 ? seconds / share - seconds : Number.NaN;
      const line = `${file}  ${count(progress.rows)} rows  ${count(Math.round(rate))} rows/s  ${Math.round(share * 100)}%  ETA ${clock(eta)}`;
      if (stream.isTTY) stream.write(`\r\u001b[K${line}`);
      else stream.write(`${line}\n`);
    },
    done(): void {
      if (stream.isTTY && printed) stream.write('\r\u001b[K');
    },
  };
}

/**
 * The end-of-run table: read, inserted, updated, rejected, company events
 * and time per file.
 */
export function formatSummary(files: readonly FileSummary[]): string {
  const header = [
    'file',
    'dataset',
    'status',
    'read',
    'inserted',
    'updated',
    'unchanged',
    'rejected',
    'events',
    'time',
    'rows/s',
  ];
  const rows = files.map((f) => [
    f.file,
    f.dataset,
    f.status,
    count(f.read),
    count(f.inserted),
    count(f.updated),
    count(f.unchanged),
    count(f.rejected),
    count(f.events),
    `${f.seconds.toFixed(1)} s`,
    f.seconds > 0 ? count(Math.round(f.read / f.seconds)) : '',
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => r[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i < 3 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ');
  const notes = files.flatMap((f) => [
    ...(f.message ? [`${f.file}: ${f.message}`] : []),
    ...(f.rejectsPath
      ? [`${f.file}: ${count(f.rejected)} rejected rows in ${f.rejectsPath}`]
      : []),
  ]);
  return [
    line(header),
    ...rows.map(line),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
