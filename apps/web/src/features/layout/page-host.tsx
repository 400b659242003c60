import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { LoadingDots } from '../../components/ui/loading-dots';
import { UnauthorizedPage } from '../unauthorized';

/**
 * The route's screen lives in one DOM element that outlives the layouts. Crossing 1200 px
 * swaps the horizontal layout for the vertical one (spec §2), and a phone turned sideways or
 * a narrowed window does it mid-task: with the screen rendered inside each layout, that swap
 * threw away what the page held (a usage window chosen, an amount half typed). The screen is
 * rendered once, through a portal, into this element, and whichever layout is showing moves
 * the element into its <main>.
 */
const PageHostContext = createContext<HTMLElement | null>(null);

/** Renders `children` (the frame) and the route's screen into the host the frame places. */
export function PageHost({ forbidden, children }: { forbidden: boolean; children: ReactNode }) {
  const [host] = useState(() => {
    const element = document.createElement('div');
    // No box of its own: the screen lays out as a direct child of <main>.
    element.style.display = 'contents';
    return element;
  });
  return (
    <PageHostContext.Provider value={host}>
      {children}
      {createPortal(
        <Suspense fallback={<LoadingDots />}>{forbidden ? <UnauthorizedPage /> : <Outlet />}</Suspense>,
        host,
      )}
    </PageHostContext.Provider>
  );
}

/** A ref for the layout's <main>: puts the screen's element inside it. */
export function usePageSlot(): (main: HTMLElement | null) => void {
  const host = useContext(PageHostContext);
  return useCallback(
    (main: HTMLElement | null) => {
      if (main && host && host.parentElement !== main) main.appendChild(host);
    },
    [host],
  );
}
