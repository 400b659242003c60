import type { PaymentHistoryEntry, PendingPayment, Statement } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import type { MenuEntry } from '../menu';
import {
  dateTerms,
  matchesAll,
  moneyTerms,
  monthLabel,
  normalize,
  queryWords,
  textTerms,
} from './search-match';

export type ResultKind = 'screen' | 'statement' | 'payment';

export interface SearchResult {
  id: string;
  kind: ResultKind;
  label: string;
  detail?: string;
  /** Where choosing it goes (a path inside the app). */
  to: string;
}

/** What the search looks through besides the menu; fetched only once the customer types. */
export interface SearchData {
  statements: Statement[];
  history: PaymentHistoryEntry[];
  pending: PendingPayment[];
}

/** Enough to choose from without a list that needs scrolling on a phone. */
const LIMIT: Record<ResultKind, number> = { screen: 5, statement: 5, payment: 5 };

interface Context {
  t: TFunction;
  language: string;
}

/** The menu's screens (items and the items inside groups, under the group's name too). */
function screenResults(menu: readonly MenuEntry[], words: string[], { t }: Context): SearchResult[] {
  const found: SearchResult[] = [];
  const walk = (entries: readonly MenuEntry[], group?: string) => {
    for (const entry of entries) {
      if (entry.disabled) continue;
      if (entry.type === 'dropdown') walk(entry.children, t(entry.title));
      if (entry.type !== 'item') continue;
      const label = t(entry.title);
      const terms = [...textTerms(label), ...(group ? textTerms(group) : [])];
      if (matchesAll(terms, words))
        found.push({ id: `screen-${entry.id}`, kind: 'screen', label, detail: group, to: entry.navLink });
    }
  };
  walk(menu);
  return found;
}

function statementResults(statements: Statement[], words: string[], { t, language }: Context) {
  return statements
    .filter((s) =>
      matchesAll(
        [
          normalize(s.custStatementNum),
          ...dateTerms(s.mailingDate, language),
          formatDate(s.delinquentDate, language),
          ...moneyTerms(s.totalStmtAmt),
        ],
        words,
      ),
    )
    .map<SearchResult>((s) => ({
      id: `statement-${s.custStatementTkn}`,
      kind: 'statement',
      label: t('Search.Statement', {
        number: s.custStatementNum,
        month: monthLabel(s.mailingDate, language),
      }),
      detail: t('Search.StatementDetail', {
        amount: formatMoney(s.totalStmtAmt),
        date: formatDate(s.delinquentDate, language),
      }),
      to: `/billing?statement=${encodeURIComponent(s.custStatementNum)}`,
    }));
}

function paymentResults(data: SearchData, words: string[], { t, language }: Context) {
  const pending = data.pending
    .filter((p) =>
      matchesAll(
        [...dateTerms(p.date_created, language), ...moneyTerms(p.amount), normalize(p.transaction_id ?? '')],
        words,
      ),
    )
    .map<SearchResult>((p) => ({
      id: `pending-${p.id_charge_transaction}`,
      kind: 'payment',
      label: t('Search.Payment', {
        amount: formatMoney(p.amount),
        date: formatDate(p.date_created.slice(0, 10), language),
      }),
      detail: [t('Search.PaymentPending'), p.transaction_id].filter(Boolean).join(' · '),
      to: `/payment?pending=${p.id_charge_transaction}`,
    }));
  const posted = data.history
    .filter((p) =>
      matchesAll(
        [
          ...dateTerms(p.paidDate, language),
          ...moneyTerms(p.paidAmount),
          normalize(p.confirmationNumber ?? ''),
        ],
        words,
      ),
    )
    .map<SearchResult>((p) => ({
      id: `paid-${p.paidDate}-${p.paidAmount}`,
      kind: 'payment',
      label: t('Search.Payment', {
        amount: formatMoney(p.paidAmount),
        date: formatDate(p.paidDate, language),
      }),
      to: `/payment?paid=${p.paidDate}&amount=${p.paidAmount}`,
    }));
  // The same date and amount twice is one row to land on; the first stands for both.
  return [...pending, ...posted].filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i);
}

/**
 * The results for `query`, screens first (they answer most searches), then statements and
 * payments newest first, as the server lists them. `data` is null until it has loaded.
 */
export function searchEverything(
  query: string,
  menu: readonly MenuEntry[],
  data: SearchData | null,
  context: Context,
): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const groups: SearchResult[][] = [
    screenResults(menu, words, context),
    data ? statementResults(data.statements, words, context) : [],
    data ? paymentResults(data, words, context) : [],
  ];
  return groups.flatMap((group) => group.slice(0, LIMIT[group[0]?.kind ?? 'screen']));
}
