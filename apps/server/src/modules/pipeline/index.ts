// The pipeline module's public surface: its routes, and a user's stages of
// a list of companies (the stage column of results and favorites exports).
export { pipelineRoutes } from './pipeline.routes';
export { readStages } from './pipeline.service';
