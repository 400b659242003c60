import type { BillChange } from '@myaccount/contract';
import { useState } from 'react';
import { ButtonGroup, ToggleButton } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { driverSentence, headline, signedMoney, usageSentence } from './change-text';
import { Waterfall } from './waterfall';

/**
 * One statement's change explained: against the previous bill or the same bill last year,
 * a headline, the usage sentence, the waterfall and one sentence per driver.
 */
export function BillChangePanel({ change }: { change: BillChange }) {
  const { t, i18n } = useTranslation();
  const [basis, setBasis] = useState(change.comparisons[0]?.basis ?? 'previous');
  const comparison = change.comparisons.find((c) => c.basis === basis) ?? change.comparisons[0];
  if (!comparison) return <p className="text-body-secondary mb-0">{t('BillChange.FirstBill')}</p>;
  const lang = i18n.language;
  const now = change.statement;
  const drivers = comparison.drivers.filter((d) => d.amount !== 0);
  return (
    <div data-testid="bill-change">
      {change.comparisons.length > 1 && (
        <ButtonGroup className="mb-3 flex-wrap" aria-label={t('BillChange.CompareWith')}>
          {change.comparisons.map((c) => (
            <ToggleButton
              key={c.basis}
              id={`bill-change-${c.basis}`}
              type="radio"
              variant="outline-primary"
              size="sm"
              name="bill-change-basis"
              value={c.basis}
              checked={basis === c.basis}
              onChange={() => setBasis(c.basis)}
            >
              {t(c.basis === 'previous' ? 'BillChange.VsPrevious' : 'BillChange.VsLastYear')}
            </ToggleButton>
          ))}
        </ButtonGroup>
      )}
      <p className="fs-5 mb-1" data-testid="bill-change-headline">
        {headline(t, lang, now, comparison)}
      </p>
      <p className="mb-3" data-testid="bill-change-usage">
        {usageSentence(t, lang, change.unit, now, comparison)}
      </p>
      <Waterfall now={now} comparison={comparison} />
      <h3 className="h6 mt-4">{t('BillChange.Drivers')}</h3>
      {drivers.length === 0 ? (
        <p className="mb-0">{t('BillChange.NoDrivers')}</p>
      ) : (
        <ul className="mb-0" data-testid="bill-change-drivers">
          {drivers.map((d) => (
            <li key={d.code} data-testid={`driver-${d.code}`}>
              <strong>{t(`BillChange.Label.${d.code}`)}</strong> ({signedMoney(d.amount)}):{' '}
              {driverSentence(t, lang, change.unit, now, comparison, d)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
