export type LogoKind = 'logo' | 'isologo';

const HOUR_MS = 3_600_000;

/**
 * Logo images come from the brand name (spec §2). The hourly `v` query lets a replaced logo
 * reach everyone within the hour while still letting browsers cache it (spec §9).
 */
export function brandLogoUrl(systemName: string, kind: LogoKind = 'logo', now: number = Date.now()): string {
  return `/brands/${encodeURIComponent(systemName)}/${kind}.svg?v=${Math.floor(now / HOUR_MS)}`;
}
