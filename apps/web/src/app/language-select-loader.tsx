import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../lib/i18n';

const loadLanguageSelect = () => import('./language-select');
const LanguageSelect = lazy(() =>
  loadLanguageSelect().then((module) => ({ default: module.LanguageSelect })),
);

/** Keys that open a select from its closed state, as antd's does. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/** The select's closed look, from what the first load already has: icon, language name, arrow. */
function ClosedLanguageSelect(props: {
  onReach?: () => void;
  onOpen?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ko';
  return (
    <button
      type="button"
      className="language-select language-select-closed"
      data-testid="language-select"
      aria-label={t('language.label')}
      aria-haspopup="listbox"
      aria-expanded={false}
      onPointerEnter={props.onReach}
      onFocus={props.onReach}
      onClick={props.onOpen}
      onKeyDown={props.onKeyDown}
    >
      <GlobalOutlined aria-hidden />
      <span lang={current}>{t(`language.names.${current}`)}</span>
      <DownOutlined aria-hidden className="language-select-closed-arrow" />
    </button>
  );
}

/**
 * The top bar's language select without antd's Select in the first load: Select brings rc-select,
 * its virtual list, the popup trigger and the form engine (~45 kB gzip), more than the landing
 * page's whole budget allows (README "Benchmarks"). Until the visitor reaches for it, a button of
 * the same look names the language; the pointer coming near or the focus fetches the select, and a
 * click, Enter, Space or an arrow key puts it in the button's place, open and focused.
 */
export function LanguageSelectLoader() {
  const [opened, setOpened] = useState(false);
  const reach = () => {
    loadLanguageSelect().catch((error: unknown) =>
      console.error('Loading the language select failed', error),
    );
  };
  const openOnKey = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpened(true);
  };
  if (!opened) {
    return (
      <ClosedLanguageSelect onReach={reach} onOpen={() => setOpened(true)} onKeyDown={openOnKey} />
    );
  }
  return (
    <Suspense fallback={<ClosedLanguageSelect />}>
      <LanguageSelect autoFocus defaultOpen />
    </Suspense>
  );
}
