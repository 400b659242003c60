import { CREDIT_LETTER_STATUS } from '@myaccount/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditLetters, customers } from '../../db/schema/index.ts';

/** Waiting for review (spec §3 id_status); an agent approves or rejects it (modules/deposits). */
export const PENDING = CREDIT_LETTER_STATUS.pending;

/** A letter only when it is on this enrollment of this customer: every read by id goes through it. */
const letterOfCustomer = (enrollmentId: number, letterId: number, customerId: number) =>
  and(
    eq(creditLetters.idCustomerCreditLetters, letterId),
    eq(creditLetters.enrollmentId, enrollmentId),
    eq(creditLetters.customerId, customerId),
  );

const letterColumns = {
  id: creditLetters.idCustomerCreditLetters,
  enrollmentId: creditLetters.enrollmentId,
  firstName: creditLetters.firstName,
  lastName: creditLetters.lastName,
  fileName: creditLetters.fileName,
  createdAt: creditLetters.createdAt,
  idStatus: creditLetters.idStatus,
  description: creditLetters.description,
  isCreditLetter: creditLetters.isCreditLetter,
};
export type LetterRow = { [K in keyof typeof letterColumns]: (typeof letterColumns)[K]['_']['data'] };

/** The names a letter is filed under: the customer's, as on their account. */
export async function findCustomerNames(db: Db, customerId: number) {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function findNewestPending(db: Db, enrollmentId: number): Promise<LetterRow | undefined> {
  const [row] = await db
    .select(letterColumns)
    .from(creditLetters)
    .where(and(eq(creditLetters.enrollmentId, enrollmentId), eq(creditLetters.idStatus, PENDING)))
    .orderBy(desc(creditLetters.createdAt), desc(creditLetters.idCustomerCreditLetters))
    .limit(1);
  return row;
}

export async function insertLetter(tx: Tx, values: typeof creditLetters.$inferInsert): Promise<LetterRow> {
  const [row] = await tx.insert(creditLetters).values(values).returning(letterColumns);
  return row!;
}

/** The stored file of a letter, only when the letter is on this customer's enrollment. */
export async function findLetterFile(db: Db, enrollmentId: number, letterId: number, customerId: number) {
  const [row] = await db
    .select({
      fileName: creditLetters.fileName,
      contentType: creditLetters.contentType,
      content: creditLetters.content,
    })
    .from(creditLetters)
    .where(letterOfCustomer(enrollmentId, letterId, customerId));
  return row;
}

const reviewedLetterColumns = {
  id: creditLetters.idCustomerCreditLetters,
  enrollmentId: creditLetters.enrollmentId,
  fileName: creditLetters.fileName,
  createdAt: creditLetters.createdAt,
  idStatus: creditLetters.idStatus,
  reviewReason: creditLetters.reviewReason,
  reviewedAt: creditLetters.reviewedAt,
};
/** A letter with what its review said (the deposit tracker's view of it). */
export interface ReviewedLetterRow {
  id: number;
  enrollmentId: number;
  fileName: string;
  createdAt: Date;
  idStatus: number;
  reviewReason: string;
  reviewedAt: Date | null;
}

/** The newest credit letter of the enrollment, whatever its review said. */
export async function findNewestLetter(
  db: Db | Tx,
  enrollmentId: number,
): Promise<ReviewedLetterRow | undefined> {
  const [row] = await db
    .select(reviewedLetterColumns)
    .from(creditLetters)
    .where(eq(creditLetters.enrollmentId, enrollmentId))
    .orderBy(desc(creditLetters.createdAt), desc(creditLetters.idCustomerCreditLetters))
    .limit(1);
  return row;
}

/** The letter, locked for its review, only when it is on this enrollment of this customer. */
export async function lockLetterForReview(
  tx: Tx,
  enrollmentId: number,
  letterId: number,
  customerId: number,
) {
  const [row] = await tx
    .select(reviewedLetterColumns)
    .from(creditLetters)
    .where(letterOfCustomer(enrollmentId, letterId, customerId))
    .for('update');
  return row;
}

export async function setLetterReview(
  tx: Tx,
  letterId: number,
  review: { idStatus: number; reason: string; by: string; at: Date },
) {
  await tx
    .update(creditLetters)
    .set({
      idStatus: review.idStatus,
      reviewReason: review.reason,
      reviewedBy: review.by,
      reviewedAt: review.at,
    })
    .where(eq(creditLetters.idCustomerCreditLetters, letterId));
}

/** The letters of enrollments moved to another account (a linked account) go with them. */
export async function moveLettersOfEnrollments(tx: Tx, enrollmentIds: number[], toCustomerId: number) {
  if (enrollmentIds.length === 0) return;
  await tx
    .update(creditLetters)
    .set({ customerId: toCustomerId })
    .where(inArray(creditLetters.enrollmentId, enrollmentIds));
}
