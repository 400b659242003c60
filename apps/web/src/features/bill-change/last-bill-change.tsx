import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format-money';
import { useStatements } from '../billing';
import { useStatementChange } from './statement-change';
import { mainDriver } from './change-text';
import { billChangePath } from './paths';

/** Home's one sentence on the last bill: how much it moved, the main reason, and a link to why. */
export const LastBillChange = memo(function LastBillChange({ enrollmentId }: { enrollmentId: number }) {
  const { t } = useTranslation();
  // The latest statement's change, explained (none before a second bill exists).
  const latest = useStatements(enrollmentId).data?.[0];
  const change = useStatementChange(latest ? enrollmentId : null, latest?.custStatementTkn ?? null).data;
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
});
