// The Dashboard PDF's pages as pictures for docs/screenshots/: exports the
// dashboards of the screenshots' companies through the API, as a user's
// 'Dashboard PDF' button does, and turns their first pages into PNG with
// pdftoppm (Debian's poppler-utils; `apt-get install poppler-utils`).
import { spawnSync } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGES = 3;

async function call(base, cookie, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { cookie, origin: base, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

async function exportPdf(base, cookie, module, muns) {
  const created = await call(base, cookie, '/api/v1/exports', {
    method: 'POST',
    body: JSON.stringify({ module, kind: 'dashboard', format: 'pdf', muns }),
  });
  const { id } = await created.json();
  for (let i = 0; i < 600; i += 1) {
    const job = await (
      await call(base, cookie, `/api/v1/exports/${id}`)
    ).json();
    if (job.process_status === 'COMPLETED') {
      const file = await call(base, cookie, `/api/v1/exports/${id}/file`);
      return Buffer.from(await file.arrayBuffer());
    }
    if (job.process_status !== 'PROCESSING') {
      throw new Error(
        `Dashboard PDF ${id}: ${job.process_status} ${job.error}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Dashboard PDF ${id} did not finish`);
}

/** Writes dashboard-pdf-<module>-<page>.png for each [module, muns]. */
export async function shootDashboardPdfs({ base, cookie, dashboards, out }) {
  if (spawnSync('pdftoppm', ['-v']).error) {
    throw new Error(
      'pdftoppm is missing: apt-get install poppler-utils to picture the PDF pages.',
    );
  }
  const work = mkdtempSync(join(tmpdir(), 'edge-pdf-shots-'));
  try {
    for (const [module, muns] of dashboards) {
      const pdf = join(work, `${module}.pdf`);
      writeFileSync(pdf, await exportPdf(base, cookie, module, muns));
      const prefix = join(work, module);
      const args = ['-png', '-r', '110', '-l', String(PAGES), pdf, prefix];
      const run = spawnSync('pdftoppm', args, { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`pdftoppm failed on ${pdf}`);
      for (const name of readdirSync(work).filter(
        (f) => f.startsWith(`${module}-`) && f.endsWith('.png'),
      )) {
        const page = Number(/-(\d+)\.png$/.exec(name)[1]);
        const file = join(out, `dashboard-pdf-${module}-${page}.png`);
        renameSync(join(work, name), file);
        console.log(file);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
