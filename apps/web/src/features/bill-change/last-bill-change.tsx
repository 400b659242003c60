import type { BillChange } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format-money';
import { getStatements } from '../billing';
import { useEnrollmentData } from '../../lib/use-enrollment-data';
import { getStatementChange } from './api';
import { mainDriver } from './change-text';
import { billChangePath } from './paths';

/** The latest statement's change, explained (null before a second bill exists). */
async function latestChange(enrollmentId: number): Promise<BillChange | null> {
  const [latest] = await getStatements(enrollmentId);
  return latest ? getStatementChange(enrollmentId, latest.custStatementTkn) : null;
}

/** Home's one sentence on the last bill: how much it moved, the main reason, and a link to why. */
export function LastBillChange({ enrollmentId }: { enrollmentId: number }) {
  const { t } = useTranslation();
  const state = useEnrollmentData(enrollmentId, latestChange);
  const change = state.data;
  const previous = change?.comparisons.find((c) => c.basis === 'previous');
  if (!change || !previous) return null;
  const main = mainDriver(previous);
  const amount = formatMoney(Math.abs(previous.change));
  const text =
    Math.round(previous.change * 100) === 0 || !main
      ? t('BillChange.HomeSame')
      : t(previous.change > 0 ? 'BillChange.HomeUp' : 'BillChange.HomeDown', {
          amount,
          driver: t(`BillChange.Because.${main.code}`),
        });
  return (
    <p className="mb-0 mt-3" data-testid="last-bill-change">
      {text}{' '}
      <Link to={billChangePath(change.statement.custStatementTkn)} data-testid="last-bill-change-link">
        {t('BillChange.WhyLink')}
      </Link>
    </p>
  );
}
