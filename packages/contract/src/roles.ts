/** Spec §3: a user is in a role group if the list is empty or absent, holds '*', or holds it. */
export function inRoleGroup(roleGroups: readonly string[] | null | undefined, group: string): boolean {
  return !roleGroups || roleGroups.length === 0 || roleGroups.includes('*') || roleGroups.includes(group);
}

export type Role = 'normalUser' | 'paymentUser';
