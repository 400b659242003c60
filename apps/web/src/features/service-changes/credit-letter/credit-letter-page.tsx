import type { CreditLetter } from '@myaccount/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, ProgressBar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useSelectedEnrollment } from '../../enrollments';
import { getPendingCreditLetter } from '../api';
import { checkFile, type FileProblem } from './file-check';
import { uploadCreditLetter } from './upload';

const PROBLEM_KEYS: Record<FileProblem, string> = {
  type: 'Service.CreditLetter.WrongType',
  size: 'Service.CreditLetter.TooLarge',
  empty: 'Service.CreditLetter.Empty',
};

/**
 * XMLHttpRequest bypasses the API client's token refresh: on a 401, one call through the
 * client renews the session, then the upload is tried once more.
 */
async function uploadWithFreshSession(id: number, file: File, onProgress: (p: number) => void) {
  try {
    return await uploadCreditLetter(id, file, onProgress);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    await getPendingCreditLetter(id);
    return uploadCreditLetter(id, file, onProgress);
  }
}

/** Route /service/credit-letter: the pending letter and an upload with progress (spec §7). */
export default function CreditLetterPage() {
  const { t, i18n } = useTranslation();
  const { enrollment } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const [pending, setPending] = useState<CreditLetter | null | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setPending(undefined);
    getPendingCreditLetter(id)
      .then((letter) => live && setPending(letter))
      .catch(() => live && setPending(null));
    return () => {
      live = false;
    };
  }, [id]);

  if (id === null) return <p className="text-body-secondary">{t('Common.Loading')}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setUploaded(false);
    if (!file || id === null) return setError(t('Service.CreditLetter.ChooseFile'));
    const problem = await checkFile(file);
    if (problem) return setError(t(PROBLEM_KEYS[problem]));
    setProgress(0);
    try {
      setPending(await uploadWithFreshSession(id, file, setProgress));
      setUploaded(true);
      setFile(null);
    } catch (err) {
      setError(errorText(t, err, t('Service.CreditLetter.Failed')));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="letter-title">
      <h1 id="letter-title" className="h3 mb-3">
        {t('Service.CreditLetter.Title')}
      </h1>
      <Card className="border-0 shadow-sm mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('Service.CreditLetter.Status')}
          </Card.Title>
          <p className="mb-0" data-testid="letter-status">
            {pending === undefined
              ? t('Common.Loading')
              : pending
                ? t('Service.CreditLetter.Pending', {
                    name: pending.file_name,
                    date: formatDate(pending.date, i18n.language),
                  })
                : t('Service.CreditLetter.None')}
          </p>
        </Card.Body>
      </Card>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('Service.CreditLetter.Upload')}
          </Card.Title>
          {uploaded && (
            <Alert variant="success" data-testid="letter-uploaded">
              {t('Service.CreditLetter.Uploaded')}
            </Alert>
          )}
          {error && (
            <Alert variant="danger" role="alert" data-testid="letter-error">
              {error}
            </Alert>
          )}
          <Form noValidate onSubmit={(e) => void submit(e)}>
            <Form.Group className="mb-3" controlId="letter-file">
              <Form.Label>{t('Service.CreditLetter.File')}</Form.Label>
              <Form.Control
                type="file"
                accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
                disabled={progress !== null}
                onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
                aria-describedby="letter-file-help"
              />
              <Form.Text id="letter-file-help">{t('Service.CreditLetter.Rules')}</Form.Text>
            </Form.Group>
            {progress !== null && (
              <ProgressBar
                className="mb-3"
                now={progress}
                label={`${progress}%`}
                aria-label={t('Service.CreditLetter.Progress')}
              />
            )}
            <Button type="submit" disabled={progress !== null} data-testid="letter-submit">
              {t('Service.CreditLetter.Send')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
