import { pickBrand } from '@myaccount/contract';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { listActiveBrands, siteBase } from '../brands/index.ts';

/** Who the browser makes and shows passkeys for: the brand the page is on. */
export interface RelyingParty {
  /** The host a passkey is bound to (`myaccount.brightline.example`, `voltio.localhost`). */
  rpId: string;
  /** The origin the browser must report having run the ceremony on. */
  origin: string;
  /** Shown by the browser's passkey dialogs. */
  name: string;
}

/**
 * The relying party follows the brand's host (issue 17): the brand is picked from the request's
 * host as the web app picks it (DESIGN §5), and its site is `urlAccount` (or, outside
 * production, the loopback host asked: see siteBase). A passkey made on one brand's host is
 * therefore never offered, nor accepted, on another's.
 */
export async function relyingPartyOf(env: Env, db: Db, request: FastifyRequest): Promise<RelyingParty> {
  const brand = pickBrand(await listActiveBrands(db), request.host);
  if (!brand) throw new AppError('not_found', 'No brand serves this site.');
  const site = new URL(siteBase(env, request, brand));
  return { rpId: site.hostname, origin: site.origin, name: brand.branding_name };
}
