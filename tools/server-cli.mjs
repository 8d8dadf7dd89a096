// `npm run ingest`, `npm run billing` and `npm run generate`: builds the tool's bundle when its
// sources changed, then runs the command-line tool with the given arguments.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { IMPORTER_NODE_ARGS, ROOT, serverEnv } from './lib.mjs';

// Each tool: the build part that makes it and its bundle.
const TOOLS = {
  ingest: { part: 'server', script: 'apps/server/dist/ingest.js' },
  billing: { part: 'server', script: 'apps/server/dist/billing.js' },
  generate: {
    part: 'synthetic-data',
    script: 'packages/synthetic-data/dist/generate.js',
  },
};

const [command, ...args] = process.argv.slice(2);
const tool = TOOLS[command];
if (!tool) {
  console.error(`Unknown tool '${command}': ${Object.keys(TOOLS).join(', ')}.`);
  process.exit(2);
}
if (!(await build({ ifChanged: true, only: [tool.part] }))) {
  console.error('Build failed: see the messages above.');
  process.exit(1);
}
const child = spawn(
  process.execPath,
  [
    ...(command === 'ingest' ? IMPORTER_NODE_ARGS : []),
    join(ROOT, tool.script),
    ...args,
  ],
  { cwd: ROOT, stdio: 'inherit', env: serverEnv() },
);
// Ctrl-C reaches the tool too, which stops cleanly; wait for it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
