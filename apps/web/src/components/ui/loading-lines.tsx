import { useTranslation } from 'react-i18next';

export type Width = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * One grey bar, `width` twelfths of its line: Bootstrap's placeholder markup (its parent carries
 * `placeholder-glow`) as a plain element. react-bootstrap's `Placeholder` is a component with
 * hooks for every bar and every paragraph of bars: about 130 of Home's 605 component renders a
 * load, 40 in one commit (issue 18), for markup that is only classes.
 */
export function loadingBar(width: Width, { key, className }: { key?: number; className?: string } = {}) {
  return <span key={key} className={classes(`placeholder col-${width}`, className)} />;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
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
        // A space after each bar, so the bars wrap like words.
        <p aria-hidden="true" className={classes(className, 'placeholder-glow')} key={row}>
          {widths.flatMap((w, i) => [loadingBar(w, { key: i }), ' '])}
        </p>
      ))}
    </>
  );
}
