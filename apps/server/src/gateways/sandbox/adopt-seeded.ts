import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The demo seed stores payment methods with sandbox tokens (`sbx-…`) as if they had been
 * saved through the sandbox's hosted form. At start the sandbox takes those into its vault
 * (once; later starts find them there), so demo customers can pay with them. Seeded methods
 * approve: their masked numbers say nothing else.
 */
export async function adoptSeededProfiles(db: Db): Promise<void> {
  await db.execute(sql`
    insert into sandbox_customer_profiles (customer_profile_token, merchant_customer_id)
    select distinct on (customer_id) customer_profile_token, 'myaccount-' || customer_id
    from payment_profiles
    where customer_profile_token like 'sbx-cust-%'
    order by customer_id, id
    on conflict do nothing`);
  await db.execute(sql`
    insert into sandbox_payment_profiles (payment_profile_token, customer_profile_token, payment_type_id,
      card_type, masked_card_number, masked_routing_number, masked_account_number, account_type, outcome)
    select p.payment_profile_token, p.customer_profile_token, p.payment_type_id, p.card_type, p.card_number,
      p.routing_number, p.account_number, p.account_type, 'approve'
    from payment_profiles p
    join sandbox_customer_profiles c on c.customer_profile_token = p.customer_profile_token
    where p.payment_profile_token like 'sbx-pay-%' and p.deleted_at is null
    on conflict do nothing`);
}
