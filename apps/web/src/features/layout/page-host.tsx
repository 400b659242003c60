import { createContext, memo, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
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
interface Host {
  element: HTMLElement;
  /** Puts back the scroll positions inside the screen, which a move of the element resets. */
  restoreScroll(): void;
}

const PageHostContext = createContext<Host | null>(null);

/**
 * The screen's element, and the last scroll position of everything inside it that scrolls
 * (a browser resets them when an element is taken out of the page and put back, while a
 * windowed table still believes its own: it would draw rows the customer no longer sees).
 * Scroll events do not bubble, but the capture phase reaches the element first.
 */
function createHost(): Host {
  const element = document.createElement('div');
  // No box of its own: the screen lays out as a direct child of <main>.
  element.style.display = 'contents';
  const positions = new Map<Element, [top: number, left: number]>();
  element.addEventListener(
    'scroll',
    (event) => {
      const target = event.target;
      if (target instanceof Element) positions.set(target, [target.scrollTop, target.scrollLeft]);
    },
    { capture: true, passive: true },
  );
  return {
    element,
    restoreScroll() {
      for (const [scroller, [top, left]] of positions) {
        if (!element.contains(scroller)) positions.delete(scroller);
        else {
          scroller.scrollTop = top;
          scroller.scrollLeft = left;
        }
      }
    },
  };
}

/** Renders `children` (the frame) and the route's screen into the host the frame places. */
export const PageHost = memo(function PageHost({
  forbidden,
  children,
}: {
  forbidden: boolean;
  children: ReactNode;
}) {
  const [host] = useState(createHost);
  return (
    <PageHostContext.Provider value={host}>
      {children}
      {createPortal(
        <Suspense fallback={<LoadingDots className="page-loading" />}>
          {forbidden ? <UnauthorizedPage /> : <Outlet />}
        </Suspense>,
        host.element,
      )}
    </PageHostContext.Provider>
  );
});

/** A ref for the layout's <main>: puts the screen's element inside it. */
export function usePageSlot(): (main: HTMLElement | null) => void {
  const host = useContext(PageHostContext);
  return useCallback(
    (main: HTMLElement | null) => {
      if (!main || !host || host.element.parentElement === main) return;
      main.appendChild(host.element);
      host.restoreScroll();
    },
    [host],
  );
}
