import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditLetters, customers } from '../../db/schema/index.ts';

/** 1 = waiting for review (spec §3 id_status); 2 accepted and 3 rejected are set by staff. */
export const PENDING = 1;

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
    .where(
      and(
        eq(creditLetters.idCustomerCreditLetters, letterId),
        eq(creditLetters.enrollmentId, enrollmentId),
        eq(creditLetters.customerId, customerId),
      ),
    );
  return row;
}
