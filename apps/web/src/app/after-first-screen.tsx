import { lazy, Suspense, useEffect } from 'react';
import { onFirstInteraction } from '../lib/on-first-interaction';
import { useIdle } from '../lib/when-idle';
import { prefetchLikelyRoutes } from './router';

// react-toastify arrives with its host after the first screen; a toast raised before that
// waits in react-toastify's queue until the host mounts.
const Toasts = lazy(() => import('./toasts'));

/**
 * What must not compete with the first screen (issue 18): the toast host, once the browser is
 * idle, and the chunks of the likely next screens, once the visitor starts using the page
 * (a sign-in page is typed into before it is submitted; its first screen is whole without
 * them). Rendered beside the router inside the same Suspense boundary, so it mounts when the
 * first screen does.
 */
export function AfterFirstScreen() {
  const idle = useIdle();
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelInteraction = onFirstInteraction(() => {
      cancelIdle = prefetchLikelyRoutes();
    });
    return () => {
      cancelInteraction();
      cancelIdle();
    };
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
