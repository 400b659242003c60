import { CREDIT_LETTER_MAX_BYTES } from '@myaccount/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { cleanFileName, type LetterType, sniffLetterType } from './sniff.ts';

/** The uploaded letter, checked: not empty, within the limit, a PDF, PNG or JPEG. */
export interface UploadedLetter {
  content: Buffer;
  contentType: LetterType;
  fileName: string;
}

/** Reads the one `file` part, refusing anything over the limit (413) or of another kind (415). */
export async function readLetterUpload(request: FastifyRequest): Promise<UploadedLetter> {
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
