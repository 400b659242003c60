import { type CreditLetter, marketToday } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { enrollmentNotFound, requireOwnEnrollment } from '../enrollments/index.ts';
import * as repo from './repository.ts';
import type { UploadedLetter } from './read-upload.ts';

export const letterUrl = (enrollmentId: number, letterId: number) =>
  `/v2/enrollments/${enrollmentId}/credit-letters/${letterId}/file`;

function toLetter(row: repo.LetterRow): CreditLetter {
  return {
    id_customer_credit_letters: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    file_name: row.fileName,
    date: marketToday(row.createdAt),
    id_status: row.idStatus,
    id_enrollment: row.enrollmentId,
    description: row.description,
    is_credit_letter: row.isCreditLetter,
    url: letterUrl(row.enrollmentId, row.id),
  };
}

/** GET /v2/enrollments/{id}/pending-credit-letter: the newest letter awaiting review, or null. */
export async function pendingLetter(
  db: Db,
  session: Session,
  enrollmentId: number,
): Promise<CreditLetter | null> {
  await requireOwnEnrollment(db, session.customerId, enrollmentId);
  const row = await repo.findNewestPending(db, enrollmentId);
  return row ? toLetter(row) : null;
}

/** POST /v2/enrollments/{id}/upload-credit-letter: stores the file in the database for review. */
export async function uploadLetter(
  db: Db,
  audit: AuditContext,
  enrollmentId: number,
  readFile: () => Promise<UploadedLetter>,
) {
  await requireOwnEnrollment(db, audit.customerId, enrollmentId);
  const owner = await repo.findCustomerNames(db, audit.customerId);
  if (!owner) throw enrollmentNotFound();
  // Read only once the enrollment is known to be the customer's (another's gets its 404 first).
  const file = await readFile();
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertLetter(tx, {
      customerId: audit.customerId,
      enrollmentId,
      firstName: owner.firstName,
      lastName: owner.lastName,
      fileName: file.fileName,
      contentType: file.contentType,
      content: file.content,
      sizeBytes: file.content.length,
      idStatus: repo.PENDING,
      description: 'Credit letter',
    });
    await recordAudit(tx, audit, {
      action: 'credit-letter.upload',
      entity: 'credit_letter',
      entityId: inserted.id,
      details: { enrollmentId, contentType: file.contentType, sizeBytes: file.content.length },
    });
    return inserted;
  });
  return toLetter(row);
}

export async function letterFile(db: Db, session: Session, enrollmentId: number, letterId: number) {
  await requireOwnEnrollment(db, session.customerId, enrollmentId);
  const file = await repo.findLetterFile(db, enrollmentId, letterId, session.customerId);
  if (!file)
    throw new AppError('not_found', 'Credit letter not found.', { reason: 'credit_letter_not_found' });
  return file;
}
