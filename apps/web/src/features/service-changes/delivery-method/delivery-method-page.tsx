import type { DeliveryMethodEnrollment } from '@myaccount/contract';
import { useEffect, useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorText } from '../../../lib/error-text';
import { useReloadEnrollments, useSelectedEnrollment } from '../../enrollments';
import { getBillingGroup, updateDeliveryMethod } from '../api';

type Method = 1 | 2;

/** Route /service/paperless: the bill delivery method of this enrollment and its billing group. */
export default function DeliveryMethodPage() {
  const { t } = useTranslation();
  const reloadEnrollments = useReloadEnrollments();
  const { enrollment } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const [group, setGroup] = useState<DeliveryMethodEnrollment[] | null>(null);
  const [method, setMethod] = useState<Method>(2);
  const [others, setOthers] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setGroup(null);
    getBillingGroup(id)
      .then((list) => live && setGroup(list.filter((e) => e.id_enrollment !== id)))
      .catch(() => live && setGroup([]));
    return () => {
      live = false;
    };
  }, [id]);

  useEffect(() => {
    if (enrollment) setMethod(enrollment.id_method_delivery === 1 ? 1 : 2);
  }, [enrollment]);

  if (!enrollment) return <p className="text-body-secondary">{t('Common.Loading')}</p>;
  const label = (m: number) => t(m === 2 ? 'Service.Delivery.Email' : 'Service.Delivery.Mail');

  async function save() {
    if (!enrollment) return;
    setBusy(true);
    try {
      await updateDeliveryMethod(enrollment.id_enrollment, method, others);
      toast.success(t('Service.Delivery.Saved'));
      void reloadEnrollments();
    } catch (error) {
      toast.error(errorText(t, error, t('Service.Delivery.Failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="delivery-title">
      <h1 id="delivery-title" className="h3 mb-3">
        {t('Service.Delivery.Title')}
      </h1>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <p data-testid="delivery-current">
            {t('Service.Delivery.Current', { method: label(enrollment.id_method_delivery) })}
          </p>
          <fieldset disabled={busy}>
            <legend className="h6">{t('Service.Delivery.Choose')}</legend>
            {([2, 1] as const).map((m) => (
              <Form.Check
                key={m}
                type="radio"
                id={`delivery-${m}`}
                name="delivery"
                label={label(m)}
                checked={method === m}
                onChange={() => setMethod(m)}
              />
            ))}
            {group && group.length > 0 && (
              <>
                <legend className="h6 mt-3">{t('Service.Delivery.AlsoFor')}</legend>
                {group.map((e) => (
                  <Form.Check
                    key={e.id_enrollment}
                    id={`delivery-other-${e.id_enrollment}`}
                    label={`${e.service_address.address_1}, ${e.service_address.city} · ${e.commodity} · ${label(e.id_method_delivery)}`}
                    checked={others.includes(e.id_enrollment)}
                    onChange={(ev) =>
                      setOthers((list) =>
                        ev.target.checked
                          ? [...list, e.id_enrollment]
                          : list.filter((x) => x !== e.id_enrollment),
                      )
                    }
                  />
                ))}
              </>
            )}
            <Button className="mt-3" onClick={() => void save()} data-testid="delivery-save">
              {busy ? t('Service.Saving') : t('Service.Delivery.Save')}
            </Button>
          </fieldset>
        </Card.Body>
      </Card>
    </section>
  );
}
