import type { PlanDocumentKind } from '@myaccount/contract';
import { type DocLanguage, money } from '../../pdf/format.ts';
import type { PlanForDocuments } from './repository.ts';

/** A generated document as headed sections, with an optional price table after the intro. */
export interface DocumentText {
  title: string;
  intro: string;
  table?: { head: string[]; rows: string[][] };
  sections: { heading: string; paragraphs: string[] }[];
}

export interface DocumentFacts {
  plan: PlanForDocuments;
  language: DocLanguage;
  isGas: boolean;
  /** 'Fixed' when the plan has a term, 'Variable' for month-to-month (terms ≤ 1). */
  fixed: boolean;
}

export type DocumentWriter = (facts: DocumentFacts) => DocumentText;

/** The short names used in listings and file names, per kind and language. */
export const documentNames: Record<
  PlanDocumentKind,
  Record<DocLanguage, { gas?: string; title: string; file: string }>
> = {
  'terms-of-service': {
    en: { title: 'Terms of Service', file: 'terms-of-service' },
    es: { title: 'Términos de Servicio', file: 'terminos-de-servicio' },
  },
  'facts-label': {
    en: { title: 'Electricity Facts Label', gas: 'Natural Gas Price Disclosure', file: 'facts-label' },
    es: {
      title: 'Etiqueta de Datos de Electricidad',
      gas: 'Información de Precios de Gas Natural',
      file: 'etiqueta-de-datos',
    },
  },
  'your-rights': {
    en: { title: 'Your Rights as a Customer', file: 'your-rights-as-a-customer' },
    es: { title: 'Sus Derechos como Cliente', file: 'sus-derechos-como-cliente' },
  },
};

export function documentTitle(
  kind: PlanDocumentKind,
  facts: Pick<DocumentFacts, 'language' | 'isGas'>,
): string {
  const names = documentNames[kind][facts.language];
  return facts.isGas && names.gas ? names.gas : names.title;
}

/** The early cancellation fee as the plan's documents word it: once, or per month left. */
export function cancellationFeeWords(
  plan: Pick<PlanForDocuments['plan'], 'cancellationFee' | 'cancellationFeeType'>,
  language: DocLanguage,
): string {
  const es = language === 'es';
  if (plan.cancellationFee <= 0) return es ? 'ninguno' : 'none';
  const amount = money(plan.cancellationFee);
  if (plan.cancellationFeeType === 'flat') return amount;
  return es
    ? `${amount} por cada mes que quede del contrato`
    : `${amount} for each month left on the contract`;
}
