import {
  NOTES_PER_USER_MAX,
  companyParamsSchema,
  noteBodySchema,
  noteListSchema,
  noteParamsSchema,
  noteSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import {
  addCompanyNote,
  deleteNote,
  getCompanyNotes,
  updateNote,
} from './notes.service';

const tags = ['notes'];
// Any signed-in user: the company must be one they may see in one of their
// modules, and the service checks it on every call.
const USER = { access: 'user' as const };

const LIST_SCHEMA = {
  tags,
  description:
    "The signed-in user's own notes on the company, newest first. Notes are private: no other user sees or changes them.",
  params: companyParamsSchema,
  response: { 200: noteListSchema, ...errorResponses(400, 401, 403, 404) },
};
const ADD_SCHEMA = {
  tags,
  description:
    'Adds a note: text of 1 to 4,000 characters once trimmed. A user keeps at most ' +
    `${NOTES_PER_USER_MAX.toLocaleString('en-US')} notes; past that the answer is 400 NOTE_LIMIT_REACHED.`,
  params: companyParamsSchema,
  body: noteBodySchema,
  response: { 201: noteSchema, ...errorResponses(400, 401, 403, 404) },
};
const CHANGE_SCHEMA = {
  tags,
  description: "Replaces the text of one of the user's notes.",
  params: noteParamsSchema,
  body: noteBodySchema,
  response: { 200: noteSchema, ...errorResponses(400, 401, 403, 404) },
};
const DELETE_SCHEMA = {
  tags,
  params: noteParamsSchema,
  response: {
    204: z.null().describe('Deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
};

/** A user's private notes on companies (the dashboard's notes report). */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/companies/:muns/notes',
    { config: USER, schema: LIST_SCHEMA },
    (request) =>
      getCompanyNotes(app.db, currentUser(request), request.params.muns),
  );

  app.post(
    '/api/v1/companies/:muns/notes',
    { config: USER, schema: ADD_SCHEMA },
    async (request, reply) => {
      const note = await addCompanyNote(
        app.db,
        currentUser(request),
        request.params.muns,
        request.body,
      );
      return reply.status(201).send(note);
    },
  );

  app.put(
    '/api/v1/notes/:id',
    { config: USER, schema: CHANGE_SCHEMA },
    (request) =>
      updateNote(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/notes/:id',
    { config: USER, schema: DELETE_SCHEMA },
    async (request, reply) => {
      await deleteNote(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
