import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { reportError } from '../../api/errors';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import styles from '../common/StatusPage.module.css';

/** A failed on-demand chunk: only a reload fetches it again (React keeps the failed import). */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/**
 * Catches render errors below it: reports them silently to /captuerr and shows the localized
 * load-failed text with a retry.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? undefined);
  }

  private retry = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={styles.page}>
        <Alert
          tone="error"
          action={
            <Button onPress={this.retry}>
              <FormattedMessage id="actions.retry" />
            </Button>
          }
        >
          <FormattedMessage id="errors.loadFailed" />
        </Alert>
      </div>
    );
  }
}
