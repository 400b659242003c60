import {
  type AddressGroup,
  type CommodityCode,
  commodityCode,
  type Enrollment,
  languageOf,
} from '@myaccount/contract';

export type CommodityKind = CommodityCode;

/** Spec §3: an enrollment's commodity counts as electricity unless it is named Gas. */
export function commodityOf(enrollment: Enrollment): { kind: CommodityKind; name: string } {
  const commodity = enrollment.plans[0]?.commodities[0];
  if (!commodity) return { kind: 'electricity', name: '' };
  return { kind: commodityCode(commodity), name: commodity.name };
}

/** Group header: address line 1 and city (spec §2). */
export function addressHeader(group: Pick<AddressGroup, 'service_address'>): string {
  const { address_1, city } = group.service_address;
  return [address_1, city].filter((part) => part.trim()).join(', ');
}

/**
 * Spec §2 account label: the utility's LDC label plus the LDC account number; in the
 * alternate theme an account-number label plus the enrollment id. The label text for the
 * alternate theme comes translated from the caller.
 */
export function accountLabel(
  enrollment: Enrollment,
  alternate: { accountNumberLabel: string } | null,
  language: string,
): string {
  if (alternate) return `${alternate.accountNumberLabel} ${enrollment.id_enrollment}`;
  const utility = enrollment.plans[0]?.utilities[0];
  // The utility's own term in the reader's language (issue 10 §5); ESIID reads the same in both.
  const spanish = languageOf(language) === 'es' ? utility?.wizard_ldc_label_es.trim() : '';
  const ldcLabel = spanish || utility?.wizard_ldc_label || '';
  return [ldcLabel, enrollment.service_address.ldc_account].filter((part) => part.trim()).join(' ');
}

/** Spec §2: in the alternate theme the selector hides for one address with one enrollment. */
export function isSelectorHidden(groups: readonly AddressGroup[], alternateTheme: boolean): boolean {
  const total = groups.reduce((sum, group) => sum + group.enrollments.length, 0);
  if (total === 0) return true;
  return alternateTheme && groups.length === 1 && total === 1;
}
