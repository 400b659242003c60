import type { ReactNode } from 'react';

/**
 * A number, amount, rate or date: kept left-to-right and isolated from the text around it, so
 * an RTL page never mirrors "13.5 ¢/kWh" into "kWh/¢ 13.5" (issue 10 §7).
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
