// The running build's version (vite define from contracts APP_VERSION).
export const RUNNING_VERSION: string = __APP_VERSION__;

// How often the client checks /version.json for a newer deployment.
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
