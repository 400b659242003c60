import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import { prefetchLikelyRoutes } from './router';

// react-toastify arrives with its host after the first screen; a toast raised before that
// waits in react-toastify's queue until the host mounts.
const Toasts = lazy(() => import('./toasts'));

/**
 * What must not compete with the first screen (issue 18): the toast host and the chunks of the
 * likely next screens. Rendered beside the router inside the same Suspense boundary, so it
 * mounts when the first screen does, then waits for the browser to be idle.
 */
export function AfterFirstScreen() {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
        prefetchLikelyRoutes();
      }),
    [],
  );
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
