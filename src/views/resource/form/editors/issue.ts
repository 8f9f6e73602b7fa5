import type { IntlShape } from 'react-intl';
import type { FieldIssue } from '../../../../domain/errors';

/** A field issue in the reader's language. */
export function issueText(intl: IntlShape, issue: FieldIssue | undefined): string | null {
  return issue ? intl.formatMessage({ id: issue.id }, issue.values) : null;
}
