// The notes module's public surface: its routes.
export { notesRoutes } from './notes.routes';
