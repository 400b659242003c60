import type { Passkey } from '@myaccount/contract';
import { useEffect, useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorText } from '../../lib/error-text';
import { listPasskeys, removePasskey, renamePasskey, savePasskey } from './api';
import { PasskeyItem } from './passkey-item';

/** The browser's dialog was closed, timed out, or found this device already registered. */
const browserDeclined = (error: unknown) =>
  error instanceof Error && ['NotAllowedError', 'AbortError', 'InvalidStateError'].includes(error.name);

/**
 * Profile › Passkeys (issue 17): sign in with the device's lock instead of a password. Every
 * change signs the customer's other devices out (the server does it and mails them).
 */
export function PasskeysCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    listPasskeys(customerId).then(
      (list) => active && setPasskeys(list),
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
  }, [customerId]);

  async function add() {
    setBusy(true);
    try {
      const { createPasskey } = await import('./create-passkey');
      const credential = await createPasskey(customerId);
      const name = t('Passkeys.DefaultName', { number: (passkeys?.length ?? 0) + 1 });
      const saved = await savePasskey(customerId, credential, name);
      setPasskeys((list) => [...(list ?? []), saved]);
      toast.success(t('Passkeys.Added'));
    } catch (failure) {
      toast.error(
        browserDeclined(failure)
          ? t('Passkeys.AddCancelled')
          : errorText(t, failure, t('Passkeys.AddFailed')),
      );
    } finally {
      setBusy(false);
    }
  }

  async function rename(id: number, name: string): Promise<boolean> {
    setBusy(true);
    try {
      const saved = await renamePasskey(customerId, id, name);
      setPasskeys((list) => list?.map((p) => (p.id === id ? saved : p)) ?? null);
      toast.success(t('Passkeys.Renamed'));
      return true;
    } catch (failure) {
      toast.error(errorText(t, failure, t('Passkeys.RenameFailed')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: number) {
    setBusy(true);
    try {
      await removePasskey(customerId, id);
      setPasskeys((list) => list?.filter((p) => p.id !== id) ?? null);
      toast.success(t('Passkeys.Removed'));
    } catch (failure) {
      toast.error(errorText(t, failure, t('Passkeys.RemoveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="border-0 shadow-sm mb-3" data-testid="passkeys-card">
      <Card.Body>
        <h2 className="h5">{t('Passkeys.Title')}</h2>
        <p className="text-body-secondary">{t('Passkeys.Hint')}</p>
        {loadFailed && <p role="alert">{t('Passkeys.LoadFailed')}</p>}
        {passkeys === null && !loadFailed && (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t('Common.Loading')}</span>
          </Spinner>
        )}
        {passkeys?.length === 0 && <p data-testid="passkeys-empty">{t('Passkeys.None')}</p>}
        {passkeys && passkeys.length > 0 && (
          <ul className="list-unstyled mb-3" aria-label={t('Passkeys.Title')}>
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                busy={busy}
                onRename={(name) => rename(passkey.id, name)}
                onRemove={() => remove(passkey.id)}
              />
            ))}
          </ul>
        )}
        <Button
          variant="outline-primary"
          onClick={() => void add()}
          disabled={busy}
          data-testid="passkey-add"
        >
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('Passkeys.Add')}
        </Button>
      </Card.Body>
    </Card>
  );
}
