import type { ReactNode } from 'react';
import { LoadingDots } from './loading-dots';

/** Spec §2 "Loading fallback": full-height screen with the logo and three animated dots. */
export function LoadingScreen({ logo }: { logo?: ReactNode }) {
  return (
    <div className="loading-screen" data-testid="loading-screen">
      {logo}
      <LoadingDots />
    </div>
  );
}
