import { type ReactNode, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/save-blob';

interface RecoveryCodesProps {
  codes: string[];
  /** What follows the list: how the customer says they saved them. */
  children: ReactNode;
}

/**
 * The ten recovery codes, shown once (issue 17): copied or downloaded as a text file, so no
 * one has to write them out by hand. Left to right whatever the page's direction.
 */
export function RecoveryCodes({ codes, children }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setNote(t('TwoStep.CodesCopied'));
    } catch {
      setNote(t('TwoStep.CopyFailed'));
    }
  }

  return (
    <>
      <p>{t('TwoStep.RecoveryCodesIntro')}</p>
      <ul className="list-unstyled font-monospace two-step-codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => void copy()}
          data-testid="two-step-codes-copy"
        >
          {t('TwoStep.CopyCodes')}
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), t('TwoStep.CodesFileName'))}
          data-testid="two-step-codes-download"
        >
          {t('TwoStep.DownloadCodes')}
        </Button>
      </div>
      <p role="status" className="small text-body-secondary mb-3">
        {note}
      </p>
      {children}
    </>
  );
}
