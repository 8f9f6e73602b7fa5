import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { ApiError, swrFetcher } from './api/client';
import { DEFAULT_LOCALE, type Locale } from './domain/constants';
import { catalogueVersion, formats, intlLocaleOf, isCatalogueLoaded, loadCatalogue, messagesFor, subscribeCatalogues } from './intl';
import { showFlash } from './store/flash';
import { preferences, setLocale } from './store/preferences';
import { expireStaleSession } from './store/session';
import { CallLookupHost } from './views/app/CallParamWatcher';
import { ErrorBoundary } from './views/app/ErrorBoundary';
import { FlashBanner } from './views/app/FlashBanner';
import { guardedNavigation } from './views/app/leave-guard';
import { withRedirect } from './views/app/RequireSession';
import { SessionEffects } from './views/app/SessionEffects';
import { AppRoutes } from './views/routes';

/** Server state: keys are API paths; client errors (4xx) are not retried, the rest back off as usual. */
const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 5) return;
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
  },
};

/**
 * At start-up a stored expiry already past clears the authentication and opens /login (keeping the
 * wanted page as the redirect). Runs before the router first reads the location.
 */
function useStartupExpiry(): void {
  useState(() => {
    if (expireStaleSession()) {
      const wanted = `${location.pathname}${location.search}`;
      history.replaceState(null, '', withRedirect('/login', /^\/(login|authenticate)\b/.test(wanted) ? '' : wanted));
    }
    return true;
  });
}

/**
 * The locale and theme on <html>: lang for assistive technology, data-theme for the design tokens. Set
 * before any effect of the same render runs, so effects that read the tokens (a preview frame's colours)
 * see the new theme.
 */
function useDocumentPreferences(locale: string, theme: string): void {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dataset.theme = theme;
  }, [locale, theme]);
}

/**
 * The locale whose catalogue is on screen. A language that is not loaded yet (English is a chunk of its
 * own) keeps the previous one showing until it arrives; at start-up nothing renders until then. If it
 * cannot be loaded, the choice goes back to the language on screen and the user is told.
 */
function useShownLocale(wanted: Locale): Locale | null {
  const [shown, setShown] = useState<Locale | null>(() => (isCatalogueLoaded(wanted) ? wanted : null));
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    if (isCatalogueLoaded(wanted)) {
      setShown(wanted);
      return;
    }
    let current = true;
    loadCatalogue(wanted).then(
      () => {
        if (current) setShown(wanted);
      },
      () => {
        if (!current) return;
        setLocale(shownRef.current ?? DEFAULT_LOCALE);
        showFlash({ id: 'errors.loadFailed' }, 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return shown;
}

export function App() {
  useStartupExpiry();
  const { locale: wanted, theme } = useSnapshot(preferences);
  const locale = useShownLocale(wanted);
  // The console's messages arrive with the shell: the provider takes them when they do.
  useSyncExternalStore(subscribeCatalogues, catalogueVersion);
  useDocumentPreferences(locale ?? wanted, theme);
  if (!locale) return null;

  return (
    <IntlProvider
      locale={intlLocaleOf(locale)}
      defaultLocale={intlLocaleOf(DEFAULT_LOCALE)}
      messages={messagesFor(locale)}
      formats={formats}
    >
      <I18nProvider locale={intlLocaleOf(locale)}>
        <SWRConfig value={swrConfig}>
          <Router aroundNav={guardedNavigation}>
            <ErrorBoundary>
              <SessionEffects />
              <FlashBanner />
              <AppRoutes />
              <CallLookupHost />
            </ErrorBoundary>
          </Router>
        </SWRConfig>
      </I18nProvider>
    </IntlProvider>
  );
}
