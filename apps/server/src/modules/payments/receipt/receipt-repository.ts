import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  addresses,
  brands,
  chargeTransactions,
  customers,
  enrollments,
  paymentProfiles,
} from '../../../db/schema/index.ts';

/**
 * One approved charge of the customer with what its receipt prints: the method it used (by
 * its token, even if deleted since), the enrollment's service address, the brand and the
 * customer's language. Another customer's charge, or one that was not approved, finds nothing.
 */
export async function findReceiptRow(db: Db, chargeId: number, customerId: number) {
  const [row] = await db
    .select({
      charge: chargeTransactions,
      profile: {
        paymentTypeId: paymentProfiles.paymentTypeId,
        cardType: paymentProfiles.cardType,
        cardNumber: paymentProfiles.cardNumber,
        accountNumber: paymentProfiles.accountNumber,
        accountType: paymentProfiles.accountType,
      },
      address: addresses,
      customer: {
        firstName: customers.firstName,
        lastName: customers.lastName,
        customerName: customers.customerName,
        businessName: customers.businessName,
        language: customers.preferredLanguage,
      },
      brand: {
        systemName: brands.systemName,
        formalName: brands.formalName,
        brandingName: brands.brandingName,
        phone: brands.phone,
        customerCareEmail: brands.customerCareEmail,
      },
    })
    .from(chargeTransactions)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, chargeTransactions.enrollmentId))
    .innerJoin(customers, eq(customers.id, chargeTransactions.customerId))
    .innerJoin(brands, eq(brands.idSite, enrollments.brandId))
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .leftJoin(
      paymentProfiles,
      eq(paymentProfiles.paymentProfileToken, chargeTransactions.paymentProfileToken),
    )
    .where(
      and(
        eq(chargeTransactions.id, chargeId),
        eq(chargeTransactions.customerId, customerId),
        eq(enrollments.customerId, customerId),
        eq(chargeTransactions.status, 'approved'),
      ),
    );
  return row;
}

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceiptRow>>>;
