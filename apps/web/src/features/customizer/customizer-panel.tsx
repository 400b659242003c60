import { Form, Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/redux';
import {
  FOOTER_TYPES,
  MENU_COLORS,
  NAVBAR_COLORS,
  type CustomizerState,
  type Skin,
} from './customizer-settings';
import {
  customizerChanged,
  customizerDefaultsRestored,
  customizerOpened,
  selectCustomizer,
} from './customizer-slice';
import { visibleOptions } from './customizer-rules';

type Changeable = Partial<Omit<CustomizerState, 'customizerOpen'>>;

function RadioRow<T extends string>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="mb-3" disabled={props.disabled}>
      <legend className="fs-6 fw-semibold mb-1">{props.legend}</legend>
      <div className="d-flex flex-wrap column-gap-3">
        {props.options.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            id={`${props.name}-${option}`}
            name={props.name}
            label={props.label(option)}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
            data-testid={`customizer-${props.name}-${option}`}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Spec §2 theme customizer: every option, with the layout-dependent ones shown or disabled. */
export default function CustomizerPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useSelector(selectCustomizer);
  const change = (patch: Changeable) => dispatch(customizerChanged(patch));
  const options = visibleOptions(state);

  return (
    <Offcanvas
      show
      placement={state.direction === 'rtl' ? 'start' : 'end'}
      onHide={() => dispatch(customizerOpened(false))}
      aria-labelledby="customizer-title"
      data-testid="customizer"
    >
      <Offcanvas.Header closeButton closeLabel={t('Common.Close')}>
        <Offcanvas.Title id="customizer-title" as="h2" className="h5">
          {t('Customizer.Title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <RadioRow
          name="menu-color"
          legend={t('Customizer.MenuColor')}
          options={MENU_COLORS}
          value={state.menuTheme}
          label={(c) => t(`Customizer.Color.${c}`)}
          onChange={(menuTheme) => change({ menuTheme })}
        />
        <RadioRow
          name="layout"
          legend={t('Customizer.Layout')}
          options={['vertical', 'horizontal'] as const}
          value={state.layout}
          label={(l) => t(`Customizer.Layout.${l}`)}
          onChange={(layout) =>
            change(layout === 'horizontal' ? { layout, ...horizontalFixes(state) } : { layout })
          }
        />
        <RadioRow
          name="mode"
          legend={t('Customizer.Mode')}
          options={options.skins}
          value={state.theme}
          label={(s: Skin) => t(`Customizer.Mode.${s}`)}
          onChange={(theme) => change({ theme })}
        />
        {options.collapseSidebar && (
          <Form.Check
            type="switch"
            id="customizer-collapsed"
            className="mb-3"
            label={t('Customizer.CollapseSidebar')}
            checked={state.sidebarCollapsed}
            onChange={(e) => change({ sidebarCollapsed: e.currentTarget.checked })}
            data-testid="customizer-collapsed"
          />
        )}
        {options.navbarColor && (
          <RadioRow
            name="navbar-color"
            legend={t('Customizer.NavbarColor')}
            options={NAVBAR_COLORS}
            value={state.navbarColor}
            label={(c) => t(`Customizer.Color.${c}`)}
            onChange={(navbarColor) => change({ navbarColor })}
            disabled={options.navbarColorDisabled}
          />
        )}
        <RadioRow
          name="navbar-type"
          legend={t('Customizer.NavbarType')}
          options={options.navbarTypes}
          value={state.navbarType}
          label={(n) => t(`Customizer.NavbarType.${n}`)}
          onChange={(navbarType) => change({ navbarType })}
        />
        <RadioRow
          name="footer-type"
          legend={t('Customizer.FooterType')}
          options={FOOTER_TYPES}
          value={state.footerType}
          label={(f) => t(`Customizer.FooterType.${f}`)}
          onChange={(footerType) => change({ footerType })}
        />
        <Form.Check
          type="switch"
          id="customizer-rtl"
          className="mb-2"
          label={t('Customizer.Rtl')}
          checked={state.direction === 'rtl'}
          onChange={(e) => change({ direction: e.currentTarget.checked ? 'rtl' : 'ltr' })}
          data-testid="customizer-rtl"
        />
        <Form.Check
          type="switch"
          id="customizer-hide-scroll-top"
          className="mb-4"
          label={t('Customizer.HideScrollToTop')}
          checked={state.hideScrollToTop}
          onChange={(e) => change({ hideScrollToTop: e.currentTarget.checked })}
          data-testid="customizer-hide-scroll-top"
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => dispatch(customizerDefaultsRestored())}
        >
          {t('Customizer.Reset')}
        </button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

/** Settings the horizontal layout does not offer fall back to ones it does. */
function horizontalFixes(state: CustomizerState): Changeable {
  return {
    ...(state.theme === 'semi-dark' ? { theme: 'light' as const } : {}),
    ...(state.navbarType === 'hidden' ? { navbarType: 'floating' as const } : {}),
  };
}
