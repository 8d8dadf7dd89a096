/// <reference types="vite/client" />

/** The running build's version, from contracts APP_VERSION (vite define). */
declare const __APP_VERSION__: string;
