import type { Passkey } from '@myaccount/contract';
import { useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';

interface PasskeyItemProps {
  passkey: Passkey;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => Promise<void>;
}

/** One passkey: its name, when it was added and last used; rename inline, remove after a confirm. */
export function PasskeyItem({ passkey, busy, onRename, onRemove }: PasskeyItemProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const nameId = `passkey-name-${passkey.id}`;

  async function rename() {
    if (await onRename(name.trim())) setMode('view');
  }

  return (
    <li className="passkey-item py-2 border-bottom" data-testid="passkey-item">
      {mode === 'rename' ? (
        <Form noValidate onSubmit={(event) => (event.preventDefault(), void rename())}>
          <Form.Label htmlFor={nameId}>{t('Passkeys.Name')}</Form.Label>
          <Form.Control
            id={nameId}
            value={name}
            maxLength={60}
            required
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
          <div className="d-flex flex-wrap gap-2 mt-2">
            <Button type="submit" size="sm" disabled={busy || !name.trim()}>
              {t('Passkeys.SaveName')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setMode('view')}>
              {t('Common.Cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <strong className="text-break">{passkey.name}</strong>
            {passkey.synced && <Badge bg="secondary">{t('Passkeys.Synced')}</Badge>}
          </div>
          <div className="small text-body-secondary">
            {t('Passkeys.Created', { date: formatDate(passkey.createdAt, i18n.language) })}
            {' · '}
            {passkey.lastUsedAt
              ? t('Passkeys.LastUsed', { date: formatDate(passkey.lastUsedAt, i18n.language) })
              : t('Passkeys.NeverUsed')}
          </div>
          {mode === 'remove' ? (
            <div className="mt-2" role="group" aria-label={t('Passkeys.RemoveConfirm')}>
              <p className="mb-2 small">{t('Passkeys.RemoveConfirm')}</p>
              <div className="d-flex flex-wrap gap-2">
                <Button size="sm" variant="danger" disabled={busy} onClick={() => void onRemove()}>
                  {t('Passkeys.RemoveYes')}
                </Button>
                <Button size="sm" variant="outline-secondary" onClick={() => setMode('view')}>
                  {t('Common.Cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="d-flex flex-wrap gap-2 mt-2">
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={busy}
                onClick={() => (setName(passkey.name), setMode('rename'))}
                aria-label={t('Passkeys.RenameNamed', { name: passkey.name })}
              >
                {t('Passkeys.Rename')}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={busy}
                onClick={() => setMode('remove')}
                aria-label={t('Passkeys.RemoveNamed', { name: passkey.name })}
              >
                {t('Passkeys.Remove')}
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
