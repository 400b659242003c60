import type { AddressGroup, Enrollment } from '@myaccount/contract';
import { Check } from 'lucide-react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { addressHeader } from './enrollment-labels';
import { CommodityIcon, EntryText } from './enrollment-selector';

interface Props {
  groups: readonly AddressGroup[];
  selectedId: number;
  labelOf: (enrollment: Enrollment) => string;
  onChoose: (enrollment: Enrollment) => void;
  onClose: () => void;
}

/** The enrollment selector as a modal on small screens (spec §2). */
export default function EnrollmentModal({ groups, selectedId, labelOf, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onClose} centered scrollable aria-labelledby="enrollment-modal-title">
      <Modal.Header closeButton closeLabel={t('Common.Close')}>
        <Modal.Title id="enrollment-modal-title" as="h2" className="h5">
          {t('Enrollment.SelectTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0" data-testid="enrollment-modal">
        {groups.map((group, index) => (
          <section key={index} aria-label={addressHeader(group)}>
            <h3 className="h6 px-3 pt-3 pb-1 mb-0 text-body-secondary">{addressHeader(group)}</h3>
            <div className="list-group list-group-flush">
              {group.enrollments.map((e) => {
                const current = e.id_enrollment === selectedId;
                return (
                  <button
                    key={e.id_enrollment}
                    type="button"
                    className={`list-group-item list-group-item-action d-flex align-items-center gap-2${current ? ' active' : ''}`}
                    aria-current={current || undefined}
                    onClick={() => onChoose(e)}
                    data-testid={`enrollment-option-${e.id_enrollment}`}
                  >
                    <CommodityIcon enrollment={e} />
                    <EntryText enrollment={e} label={labelOf(e)} />
                    {current && <Check size={18} className="ms-auto" aria-hidden="true" />}
                  </button>
                );
              })}
            </div>
          </section>
        ))}
      </Modal.Body>
    </Modal>
  );
}
