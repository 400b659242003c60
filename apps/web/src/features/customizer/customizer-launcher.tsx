import { Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/redux';
import { customizerOpened, selectCustomizer } from './customizer-slice';

// The panel is only needed once someone opens it: keep it out of the first load.
const CustomizerPanel = lazy(() => import('./customizer-panel'));

/** Desktop-only gear at the screen's end edge that opens the theme customizer (spec §2). */
export function CustomizerLauncher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useSelector(selectCustomizer).customizerOpen;
  return (
    <>
      <button
        type="button"
        className="customizer-launcher btn btn-primary"
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
