import { refuseAgent, type Session } from '../../plugins/auth.ts';

/**
 * An agent acting for a customer never sees or changes how the customer signs in (issue 17):
 * passkeys and the second factor are the customer's own.
 */
export function assertCustomerInPerson(session: Session): void {
  refuseAgent(
    session,
    'agent_cannot_manage_sign_in',
    'A support agent cannot see or change how a customer signs in.',
  );
}
