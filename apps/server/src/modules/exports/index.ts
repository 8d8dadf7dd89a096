// The exports module's public surface.
export { exportsRoutes } from './exports.routes';
export { listRecentDownloads, recordExport } from './exports.service';
