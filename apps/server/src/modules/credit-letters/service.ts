import { CREDIT_LETTER_MAX_BYTES, type CreditLetter } from '@myaccount/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { auditContextOf, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { enrollmentNotFound, requireOwnEnrollment } from '../enrollments/index.ts';
import * as repo from './repository.ts';
import { cleanFileName, sniffLetterType } from './sniff.ts';

export const letterUrl = (enrollmentId: number, letterId: number) =>
  `/v2/enrollments/${enrollmentId}/credit-letters/${letterId}/file`;

function toLetter(row: repo.LetterRow): CreditLetter {
  return {
    id_customer_credit_letters: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    file_name: row.fileName,
    date: row.createdAt.toISOString().slice(0, 10),
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

/** Reads the one `file` part, refusing anything over the limit (413) or of another kind (415). */
async function readLetter(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the letter as multipart/form-data.', {
      field: 'file',
      reason: 'multipart_required',
    });
  }
  const part = await request.file({ limits: { fileSize: CREDIT_LETTER_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file')
    throw new AppError('bad_request', 'Choose a file to upload.', { field: 'file', reason: 'file_required' });
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 'The file is larger than 10 MB.', {
        field: 'file',
        reason: 'file_too_large',
      });
    }
    throw error;
  }
  if (content.length === 0)
    throw new AppError('bad_request', 'The file is empty.', { field: 'file', reason: 'file_empty' });
  const contentType = sniffLetterType(content);
  if (!contentType) {
    throw new AppError('unsupported_media_type', 'Upload a PDF, PNG or JPEG file.', {
      field: 'file',
      reason: 'file_type_not_allowed',
    });
  }
  return { content, contentType, fileName: cleanFileName(part.filename) };
}

/** POST /v2/enrollments/{id}/upload-credit-letter: stores the file in the database for review. */
export async function uploadLetter(db: Db, request: FastifyRequest, session: Session, enrollmentId: number) {
  await requireOwnEnrollment(db, session.customerId, enrollmentId);
  const owner = await repo.findCustomerNames(db, session.customerId);
  if (!owner) throw enrollmentNotFound();
  const file = await readLetter(request);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertLetter(tx, {
      customerId: session.customerId,
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
    await recordAudit(tx, auditContextOf(request), {
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
