// Makes sure Debian's Chromium is there for the browser tests (ARCHITECTURE §1).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aptInstall } from './lib.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  aptInstall(['chromium'], 'the browser tests need Chromium');
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium was installed but ${CHROMIUM_PATH} is missing.`);
  }
  return CHROMIUM_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
