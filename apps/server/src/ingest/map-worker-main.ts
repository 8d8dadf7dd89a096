import { isMapWorker, runMapWorker } from './map-worker';

// The mapping worker's entry (dist/ingest-worker.js once built).
if (isMapWorker()) await runMapWorker();
