import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSelectedEnrollment } from '../enrollments';
import type { MenuEntry } from '../menu';
import { type ResultKind, type SearchResult, searchEverything } from './search-results';
import { useSearchData } from './use-search-data';

const GROUP_TITLE: Record<ResultKind, string> = {
  screen: 'Search.Screens',
  statement: 'Search.Statements',
  payment: 'Search.Payments',
};

/** Consecutive results of one kind, with the index of the first in the whole list. */
function groupsOf(results: SearchResult[]) {
  const groups: { kind: ResultKind; first: number; items: SearchResult[] }[] = [];
  results.forEach((result, index) => {
    const last = groups.at(-1);
    if (last?.kind === result.kind) last.items.push(result);
    else groups.push({ kind: result.kind, first: index, items: [result] });
  });
  return groups;
}

/**
 * Spec §2 top bar search (issue 10 §6): an ARIA 1.2 combobox over a listbox of screens,
 * statements and payments. Arrow keys move through the options, Enter opens one (the first
 * when none is chosen yet), Escape clears. While it has text the app overlay dims the page;
 * a click on it (the content) clears the search and so hides it (and folds the phone's field). Below 768 px it is an icon
 * that expands over the top bar.
 */
export default function SearchBox({ menu }: { menu: readonly MenuEntry[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { enrollment } = useSelectedEnrollment();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const hasText = query.trim() !== '';
  const data = useSearchData(enrollment?.id_enrollment ?? null, hasText);
  const results = useMemo(
    () => searchEverything(query, menu, data.data, { t, language: i18n.language }),
    [query, menu, data.data, t, i18n.language],
  );
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Leaving the page another way (the side menu stays above the overlay) ends the search.
  const { pathname } = useLocation();
  useEffect(() => {
    setQuery('');
    setActive(-1);
    setExpanded(false);
  }, [pathname]);
  // The chosen option stays in sight when the list is taller than the screen.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  function change(text: string) {
    setQuery(text);
    setActive(-1);
  }
  function clear() {
    change('');
  }
  /** Back to the icon (phones); `refocus` when the customer closed it from the field. */
  function collapse(refocus = true) {
    clear();
    setExpanded(false);
    if (refocus) toggle.current?.focus();
  }
  function open(result: SearchResult) {
    clear();
    setExpanded(false);
    input.current?.blur();
    void navigate(result.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive(active >= last ? 0 : active + 1);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter' && results.length > 0) {
      event.preventDefault();
      open(results[Math.max(active, 0)]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (hasText) clear();
      else if (expanded) collapse();
    }
  }

  const loadingMore = data.status === 'loading';
  const status = loadingMore
    ? t('Search.Loading')
    : results.length > 0
      ? t('Search.Count', { count: results.length })
      : t('Search.NoResults', { query: query.trim() });

  return (
    <div className={`navbar-search${expanded ? ' navbar-search-expanded' : ''}`} data-testid="search">
      <button
        ref={toggle}
        type="button"
        className="btn btn-link navbar-icon-btn navbar-search-toggle"
        aria-label={t('Search.Open')}
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(true);
          // The input appears in this render; focus it once it is there.
          requestAnimationFrame(() => input.current?.focus());
        }}
        data-testid="search-toggle"
      >
        <Search size={20} aria-hidden="true" />
      </button>
      <div className="navbar-search-field">
        <Search size={18} className="navbar-search-icon" aria-hidden="true" />
        <input
          ref={input}
          type="search"
          className="form-control navbar-search-input"
          placeholder={t('Search.Placeholder')}
          aria-label={t('Search.Label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hasText}
          aria-controls={listId}
          aria-activedescendant={hasText && active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          data-testid="search-input"
        />
        <button
          type="button"
          className="btn btn-link navbar-icon-btn navbar-search-close"
          aria-label={t('Search.Close')}
          onClick={() => collapse()}
        >
          <X size={18} aria-hidden="true" />
        </button>
        <div className="navbar-search-results" hidden={!hasText}>
          <div id={listId} role="listbox" aria-label={t('Search.Results')}>
            {groupsOf(results).map(({ kind, first, items }) => (
              <div key={kind} role="group" aria-label={t(GROUP_TITLE[kind])}>
                <div className="navbar-search-group" aria-hidden="true">
                  {t(GROUP_TITLE[kind])}
                </div>
                {items.map((result, offset) => {
                  const index = first + offset;
                  return (
                    <div
                      key={result.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className={`navbar-search-option${index === active ? ' active' : ''}`}
                      // Keep the focus in the input, so the keys keep working after a pointer hover.
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => open(result)}
                      data-testid="search-option"
                      data-kind={result.kind}
                    >
                      <span className="d-block">{result.label}</span>
                      {result.detail && (
                        <span className="d-block small text-body-secondary">{result.detail}</span>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          <p role="status" className="navbar-search-status small text-body-secondary mb-0">
            {hasText ? status : ''}
          </p>
          {data.status === 'failed' && (
            <p className="small text-body-secondary mb-0 px-3 pb-2">{t('Search.Failed')}</p>
          )}
        </div>
      </div>
      {hasText && (
        <div
          className="app-overlay"
          onClick={() => collapse(false)}
          aria-hidden="true"
          data-testid="app-overlay"
        />
      )}
    </div>
  );
}
