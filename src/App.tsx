import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { ApiError, swrFetcher } from './api/client';
import { DEFAULT_LOCALE } from './domain/constants';
import { formats, intlLocaleOf, messagesFor } from './intl';
import { preferences } from './store/preferences';
import { expireStaleSession } from './store/session';
import { CallLookupHost } from './views/app/CallParamWatcher';
import { ErrorBoundary } from './views/app/ErrorBoundary';
import { FlashBanner } from './views/app/FlashBanner';
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

/** The locale and theme on <html>: lang for assistive technology, data-theme for the design tokens. */
function useDocumentPreferences(locale: string, theme: string): void {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dataset.theme = theme;
  }, [locale, theme]);
}

export function App() {
  useStartupExpiry();
  const { locale, theme } = useSnapshot(preferences);
  useDocumentPreferences(locale, theme);

  return (
    <IntlProvider
      locale={intlLocaleOf(locale)}
      defaultLocale={intlLocaleOf(DEFAULT_LOCALE)}
      messages={messagesFor(locale)}
      formats={formats}
    >
      <I18nProvider locale={intlLocaleOf(locale)}>
        <SWRConfig value={swrConfig}>
          <Router>
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
