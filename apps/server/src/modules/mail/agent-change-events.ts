import type { Tx } from '../../db/client.ts';
import { marketToday } from '../service-changes/index.ts';
import { announce } from './events.ts';
import { findAgentName } from './repository.ts';

/**
 * Tells the customer a support agent changed their account (issue 14), from the audit of the
 * agent's write, in its transaction. Once per agent, customer and day: an agent's session
 * makes many writes, the customer hears of them once; each write stays in the audit log.
 */
export async function announceAgentChange(
  tx: Tx,
  customerId: number,
  agentUserName: string,
  at: Date = new Date(),
): Promise<number[]> {
  const date = marketToday(at);
  return announce(tx, customerId, {
    key: `agent-change:${customerId}:${agentUserName.toLowerCase()}:${date}`,
    kind: 'agent_change',
    params: { agent: await findAgentName(tx, agentUserName), date },
    path: '/profile',
  });
}
