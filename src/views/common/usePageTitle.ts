import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SHORT_NAME } from '../../domain/constants';

/** The document title: "<screen title> | <short name>" (SPEC.md section 1). */
export function usePageTitle(titleId: string): void {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  useEffect(() => {
    document.title = `${title} | ${SHORT_NAME}`;
  }, [title]);
}
