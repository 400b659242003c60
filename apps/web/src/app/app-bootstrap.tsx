import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { LoadingScreen } from '../components/ui/loading-screen';
import { BrandLogo, useBrandDocument } from '../features/brand';
import { loadBrand, selectBrandStatus } from '../features/util';
import { useAppDispatch } from '../lib/redux';

/**
 * Spec §2 "Loading fallback": while the brand loads there is nothing to show but the dots;
 * once it is known, every later wait (a lazy screen's chunk) shows its logo.
 */
export function BrandedLoadingScreen() {
  return <LoadingScreen logo={<BrandLogo />} />;
}

/** Loads the brand before the first screen so nothing flashes unbranded (spec §2, §7). */
export function AppBootstrap({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const status = useSelector(selectBrandStatus);
  useBrandDocument();

  useEffect(() => {
    void dispatch(loadBrand());
  }, [dispatch]);

  // A failed brand load still lets the app run (unbranded) rather than spin forever.
  if (status === 'idle' || status === 'loading') return <BrandedLoadingScreen />;
  return children;
}
