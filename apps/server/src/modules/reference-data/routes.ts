import {
  city,
  county,
  countyIdParams,
  dropCode,
  dropCodesQuery,
  ESIID_LOOKUP_LIMIT,
  esiidLookupQuery,
  meterLookupResult,
  state,
  stateIdParams,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { findProfile } from '../customers/index.ts';
import * as repo from './repository.ts';

const tags = ['reference data'];
const security = [{ bearer: [], customerHash: [] }];

/**
 * Spec §7 "Other reference data" used by the transfer and drop screens. They need a signed-in
 * customer: the app only asks for them after sign-in, and the premise list should not be
 * scraped anonymously.
 */
export async function referenceDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireCustomer;

  app.get(
    '/v2/states',
    { onRequest, schema: { tags, security, response: { 200: z.array(state), ...errorResponses } } },
    async () => repo.listStates(app.db),
  );

  app.get(
    '/v2/counties/state/:stateId',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: stateIdParams,
        response: { 200: z.array(county), ...errorResponses },
      },
    },
    async (request) => {
      const { stateId } = request.params;
      if (!(await repo.stateExists(app.db, stateId))) throw new AppError('not_found', 'State not found.');
      return repo.listCounties(app.db, stateId);
    },
  );

  app.get(
    '/v2/cities/county/:countyId',
    {
      onRequest,
      schema: { tags, security, params: countyIdParams, response: { 200: z.array(city), ...errorResponses } },
    },
    async (request) => {
      const { countyId } = request.params;
      if (!(await repo.countyExists(app.db, countyId))) throw new AppError('not_found', 'County not found.');
      return repo.listCities(app.db, countyId);
    },
  );

  app.get(
    '/v2/miscellaneous/esiid-by-address',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: esiidLookupQuery,
        response: { 200: z.array(meterLookupResult), ...errorResponses },
      },
    },
    async (request) => {
      const { address, zipCode, customerType } = request.query;
      return repo.findPremisesByAddressPrefix(app.db, {
        // Runs of spaces typed by the user would never match the stored single spaces.
        prefix: address.replace(/\s+/g, ' '),
        zipCode,
        customerType,
        limit: ESIID_LOOKUP_LIMIT,
      });
    },
  );

  app.get(
    '/v2/utilities/utility-drop-codes/',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: dropCodesQuery,
        response: { 200: z.array(dropCode), ...errorResponses },
      },
    },
    async (request) => {
      const { utilityId, selectableByCustomer, languageId } = request.query;
      const language =
        languageId ??
        (await findProfile(app.db, sessionOf(request).customerId))?.id_prefered_language ??
        'en';
      return repo.listDropCodes(app.db, utilityId, selectableByCustomer === 'true', language);
    },
  );
}
