import { commodityNames, type Enrollment } from '@myaccount/contract';
import { Flame, Zap } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { STORM_THEME, useBrand } from '../brand';
import { serverName } from '../i18n';
import { accountLabel, addressHeader, commodityOf, isSelectorHidden } from './enrollment-labels';
import { useEnrollmentGroups, useSelectEnrollment, useSelectedEnrollment } from './use-selected-enrollment';

// The small-screen modal loads when first opened, not with the page.
const EnrollmentModal = lazy(() => import('./enrollment-modal'));

export function CommodityIcon({ enrollment }: { enrollment: Enrollment }) {
  const Icon = commodityOf(enrollment).kind === 'gas' ? Flame : Zap;
  return <Icon size={18} className="commodity-icon flex-shrink-0" aria-hidden="true" />;
}

export function EntryText({ enrollment, label }: { enrollment: Enrollment; label: string }) {
  const { i18n } = useTranslation();
  const { kind, name } = commodityOf(enrollment);
  return (
    <span className="d-flex flex-column lh-sm min-w-0 text-start">
      <span className="fw-semibold text-truncate">
        {serverName(commodityNames, kind, i18n.language, name)}
      </span>
      <span className="small text-truncate">{label}</span>
    </span>
  );
}

interface SelectorProps {
  /** Below Bootstrap's lg the list opens as a modal (spec §2). */
  asModal: boolean;
}

/** Spec §2 enrollment selector, grouped by service address. */
export function EnrollmentSelector({ asModal }: SelectorProps) {
  const { t, i18n } = useTranslation();
  const listByAddress = useEnrollmentGroups();
  const selected = useSelectedEnrollment().enrollment;
  const select = useSelectEnrollment();
  const alternate = useBrand()?.theme === STORM_THEME;
  const [open, setOpen] = useState(false);

  if (!selected || isSelectorHidden(listByAddress, alternate)) return null;
  const labelOf = (e: Enrollment) =>
    accountLabel(e, alternate ? { accountNumberLabel: t('Enrollment.AccountNumber') } : null, i18n.language);
  const choose = (enrollment: Enrollment) => {
    setOpen(false);
    if (enrollment.id_enrollment !== selected.id_enrollment) select(enrollment.id_enrollment);
  };
  const toggleContent = (
    <>
      <CommodityIcon enrollment={selected} />
      <EntryText enrollment={selected} label={labelOf(selected)} />
    </>
  );
  const toggleLabel = t('Enrollment.Change', { current: labelOf(selected) });

  if (!asModal) {
    return (
      <Dropdown show={open} onToggle={(next) => setOpen(next)}>
        <Dropdown.Toggle
          variant="link"
          id="enrollment-selector"
          className="enrollment-selector-toggle d-flex align-items-center gap-2 text-reset text-decoration-none"
          data-testid="enrollment-selector"
          aria-label={toggleLabel}
        >
          {toggleContent}
        </Dropdown.Toggle>
        <Dropdown.Menu className="enrollment-selector-menu" data-testid="enrollment-menu">
          {listByAddress.map((group, index) => (
            <div key={index} role="group" aria-label={addressHeader(group)}>
              <div className="dropdown-header">{addressHeader(group)}</div>
              {group.enrollments.map((e) => (
                // Plain buttons: Dropdown.Item always adds aria-selected, which a button may not carry.
                // The data attribute keeps react-bootstrap's arrow-key navigation working.
                <button
                  key={e.id_enrollment}
                  type="button"
                  data-rr-ui-dropdown-item=""
                  aria-current={e.id_enrollment === selected.id_enrollment || undefined}
                  className={`dropdown-item d-flex align-items-center gap-2${e.id_enrollment === selected.id_enrollment ? ' active' : ''}`}
                  onClick={() => choose(e)}
                  data-testid={`enrollment-option-${e.id_enrollment}`}
                >
                  <CommodityIcon enrollment={e} />
                  <EntryText enrollment={e} label={labelOf(e)} />
                </button>
              ))}
            </div>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    );
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-link enrollment-selector-toggle d-flex align-items-center gap-2 text-reset text-decoration-none min-w-0"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={toggleLabel}
        data-testid="enrollment-selector"
      >
        {toggleContent}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EnrollmentModal
            groups={listByAddress}
            selectedId={selected.id_enrollment}
            labelOf={labelOf}
            onChoose={choose}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
