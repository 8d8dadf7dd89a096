import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a module: a built .js file as it is, a
 * TypeScript source file (tests, `--conditions=source` runs) after the
 * worker registers tsx.
 */
export function startWorker(
  script: URL | string,
  options: WorkerOptions,
): Worker {
  const href = String(script);
  if (!href.endsWith('.ts')) return new Worker(script, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(href)}); });`;
  return new Worker(code, { ...options, eval: true });
}
