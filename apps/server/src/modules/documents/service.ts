import { createHash } from 'node:crypto';
import {
  isGas,
  type OfferDocument,
  type LanguageId,
  type PlanDocument,
  type PlanDocumentKind,
  planDocumentKinds,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { slug } from '../../pdf/format.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type DocumentFacts, type DocumentWriter, documentNames, documentTitle } from './document-model.ts';
import { renderDocumentPdf } from './render-document.ts';
import { findPlanForDocuments, type PlanForDocuments } from './repository.ts';
import { factsLabel } from './texts/facts-label.ts';
import { termsOfService } from './texts/terms-of-service.ts';
import { yourRights } from './texts/your-rights.ts';

const writers: Record<PlanDocumentKind, DocumentWriter> = {
  'terms-of-service': termsOfService,
  'facts-label': factsLabel,
  'your-rights': yourRights,
};

async function planOrNotFound(db: Db, planId: number): Promise<PlanForDocuments> {
  const plan = await findPlanForDocuments(db, planId);
  if (!plan) throw new AppError('not_found', 'Plan not found.');
  return plan;
}

function factsOf(plan: PlanForDocuments, language: LanguageId): DocumentFacts {
  return { plan, language, isGas: isGas({ name: plan.commodity }), fixed: plan.plan.terms > 1 };
}

/** 'brightline-saver-12-facts-label-en.pdf': the plan, the document and its language. */
function downloadName(plan: PlanForDocuments, kind: PlanDocumentKind, language: LanguageId): string {
  return `${slug(plan.plan.name)}-${documentNames[kind][language].file}-${language}.pdf`;
}

export function documentUrl(planId: number, kind: PlanDocumentKind, language: LanguageId): string {
  return `/v2/document-bundles/plan-documents/${planId}/${kind}?languageId=${language}`;
}

/** The three documents every plan comes with, in the asked language (spec §3 Document). */
export async function listPlanDocuments(
  db: Db,
  planId: number,
  language: LanguageId,
): Promise<PlanDocument[]> {
  const plan = await planOrNotFound(db, planId);
  const facts = factsOf(plan, language);
  return planDocumentKinds.map((kind) => ({
    description: documentTitle(kind, facts),
    url: documentUrl(planId, kind, language),
    download_name: downloadName(plan, kind, language),
  }));
}

/**
 * Rendered documents by everything they print (kind, language, plan row): the routes are
 * public, so a burst of downloads must not cost a PDF render each. A price change makes a
 * new key, so a stale document is never served. Bounded: the oldest entry goes first.
 */
const rendered = new Map<string, Buffer>();
const RENDERED_MAX = 300;

async function renderCached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = rendered.get(key);
  if (hit) return hit;
  const pdf = await render();
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, pdf);
  return pdf;
}

export interface DocumentFile {
  fileName: string;
  pdf: Buffer;
}

/** One plan document generated from the plan's current data, so it never drifts from the price. */
export async function buildPlanDocument(
  db: Db,
  planId: number,
  kind: PlanDocumentKind,
  language: LanguageId,
): Promise<DocumentFile> {
  const plan = await planOrNotFound(db, planId);
  const key = JSON.stringify([kind, language, plan]);
  const pdf = await renderCached(key, () =>
    renderDocumentPdf(writers[kind](factsOf(plan, language)), plan.brand, language),
  );
  return { fileName: downloadName(plan, kind, language), pdf };
}

/**
 * The plan's documents with the version the customer accepts (issue 15 renewals): a hash of
 * everything the PDF prints (its text and the brand on it), so the same version is the same
 * document, and any change of price, term or wording makes a new one. The PDF itself carries
 * its creation time, so hashing its bytes would give every render a new version.
 */
export async function planDocumentVersions(
  db: Db,
  planId: number,
  language: LanguageId,
): Promise<OfferDocument[]> {
  const plan = await planOrNotFound(db, planId);
  const facts = factsOf(plan, language);
  return planDocumentKinds.map((kind) => {
    const text = writers[kind](facts);
    const version = createHash('sha256')
      .update(JSON.stringify([kind, language, plan.brand, text]))
      .digest('hex')
      .slice(0, 16);
    return {
      kind,
      description: documentTitle(kind, facts),
      url: documentUrl(planId, kind, language),
      version,
    };
  });
}
