import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { replyCompression } from './kept-json.ts';
import { replySerializerCompiler } from './reply-serializer.ts';
import { securityHeadersPlugin } from './security-headers.ts';

/**
 * Content Security Policy for the single-page app: everything from our own origin, no CDN.
 * Styles also allow 'unsafe-inline' because react-toastify injects its stylesheet at run
 * time; Bootstrap's data: SVG icons (form controls) need img-src data:.
 */
export function contentSecurityPolicy(gatewayOrigin: string) {
  // The hosted payment form is framed from, and posts to, exactly the gateway's origin.
  const gateway = gatewayOrigin ? ["'self'", gatewayOrigin] : ["'self'"];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: gateway,
      formAction: gateway,
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
    },
  };
}

export interface ExternalPluginOptions {
  /** Origin of the payment gateway's hosted pages; '' when they are on our own origin. */
  gatewayOrigin?: string;
  /** Parse every reply with its zod schema too (tests, development): see reply-serializer.ts. */
  checkReplies?: boolean;
}

/** Third-party plugins: zod validation, compiled reply serializers, security headers, OpenAPI at /docs. */
export const externalPlugin = fp(
  async (app: FastifyInstance, options: ExternalPluginOptions) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(replySerializerCompiler({ checkContract: options.checkReplies ?? true }));
    // Only JSON bodies (multipart is added by the routes that take files): text/plain → 415.
    app.removeContentTypeParser('text/plain');

    // Settings and why: kept-json.ts (replyCompression). PDFs are left alone.
    await app.register(compress, replyCompression);
    await app.register(securityHeadersPlugin, {
      contentSecurityPolicy: contentSecurityPolicy(options.gatewayOrigin ?? ''),
    });
    await app.register(swagger, {
      openapi: {
        info: { title: 'My Account API', version: '2.0.0' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            customerHash: { type: 'apiKey', in: 'header', name: 'X-Customer-Hash' },
            // A personal API token (`mya_…`) for the read-only /v2/me routes (issue 16).
            apiToken: { type: 'http', scheme: 'bearer', bearerFormat: 'mya_ personal API token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    // Swagger UI ships its own scripts; staticCSP gives /docs a policy that allows them.
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'external' },
);
