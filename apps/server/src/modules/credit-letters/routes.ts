import multipart from '@fastify/multipart';
import { creditLetter, enrollmentIdParams, idParam } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { auditContextOf } from '../../plugins/audit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { readLetterUpload } from './read-upload.ts';
import { letterFile, pendingLetter, uploadLetter } from './service.ts';

const tags = ['enrollments'];

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
const security = [{ bearer: [], customerHash: [] }];

/**
 * Spec §7 credit letters. Registered as its own (encapsulated) plugin so multipart parsing
 * exists only on these routes; every other route still takes JSON only.
 */
export async function creditLetterRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/enrollments/:id/pending-credit-letter',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        response: { 200: creditLetter.nullable(), ...errorResponses },
      },
    },
    async (request) => pendingLetter(app.db, sessionOf(request), request.params.id),
  );

  app.post(
    '/v2/enrollments/:id/upload-credit-letter',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: a PDF, PNG or JPEG (recognised by content) of at most 10 MB.',
        params: enrollmentIdParams,
        response: { 201: creditLetter, ...errorResponses },
      },
    },
    async (request, reply) => {
      const letter = await uploadLetter(app.db, auditContextOf(request), request.params.id, () =>
        readLetterUpload(request),
      );
      return reply.status(201).send(letter);
    },
  );

  app.get(
    '/v2/enrollments/:id/credit-letters/:letterId/file',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams.extend({ letterId: idParam }),
      },
    },
    async (request, reply) => {
      const file = await letterFile(app.db, sessionOf(request), request.params.id, request.params.letterId);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );
}
