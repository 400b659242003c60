import { Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/redux';
import { useBrand } from '../brand';
import { customizerOpened, selectCustomizer } from './customizer-slice';

// The panel is only needed once someone opens it: keep it out of the first load.
const CustomizerPanel = lazy(() => import('./customizer-panel'));

/**
 * The theme customizer's button (spec §2), a top-bar icon like the others so it never covers
 * content. Spec §2's default state has the customizer disabled: it exists only where the
 * brand's `customizer_enabled` setting offers it.
 */
export function CustomizerLauncher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useSelector(selectCustomizer).customizerOpen;
  const offered = useBrand()?.customizer_enabled === true;
  if (!offered) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-link navbar-icon-btn"
        onClick={() => dispatch(customizerOpened(true))}
        aria-label={t('Customizer.Open')}
        aria-haspopup="dialog"
        data-testid="customizer-open"
      >
        <Settings size={20} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CustomizerPanel />
        </Suspense>
      )}
    </>
  );
}
