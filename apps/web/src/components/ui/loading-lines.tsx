import { Fragment } from 'react';
import { Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type Width = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
/** One paragraph of bars: its classes (the real paragraph's, so it is as tall) and bar widths. */
export type LoadingRow = readonly [className: string, widths: readonly Width[]];

/**
 * Grey bars where a card's text will be while its read is under way (issue 18: the card keeps
 * the room its content will take, so nothing below it moves when the answer arrives). Each row
 * is a paragraph with the classes of the one it stands for; widths are twelfths of the line,
 * one bar each, wrapping like words. The bars are hidden from assistive technology, which
 * reads "Loading…" once instead.
 */
export function LoadingLines({ rows }: { rows: readonly LoadingRow[] }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="visually-hidden">{t('Billing.Loading')}</span>
      {rows.map(([className, widths], row) => (
        <Placeholder as="p" animation="glow" aria-hidden="true" className={className} key={row}>
          {widths.map((w, i) => (
            <Fragment key={i}>
              <Placeholder xs={w} />{' '}
            </Fragment>
          ))}
        </Placeholder>
      ))}
    </>
  );
}
