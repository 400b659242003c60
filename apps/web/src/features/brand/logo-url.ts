import { logoVersion } from '@myaccount/contract';

export type LogoKind = 'logo' | 'isologo';

/** Logo images come from the brand name (spec §2), versioned by the hour (spec §9). */
export function brandLogoUrl(systemName: string, kind: LogoKind = 'logo', now: number = Date.now()): string {
  return `/brands/${encodeURIComponent(systemName)}/${kind}.svg?v=${logoVersion(now)}`;
}
