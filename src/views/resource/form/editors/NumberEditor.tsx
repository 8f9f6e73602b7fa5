import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { reference } from '../../../../store/reference';
import { currencyOf } from '../../format/scalar-text';
import { TextEditor } from './TextEditor';
import type { EditorProps } from './types';

/**
 * A number typed as text in the reader's notation (`12,50`), checked by the shared rules: whole numbers,
 * decimals with their scale, money with its currency shown, percent with a % sign.
 */
export function NumberEditor(props: EditorProps & { record: Record<string, unknown> }) {
  const intl = useIntl();
  const { field, record, description } = props;
  // The currency groups are read reactively: a price whose currency is its group's shows it once they load.
  const { currencyGroups } = useSnapshot(reference);
  const currency = field.kind === 'money' ? currencyOf(field, record, currencyGroups) : null;
  const affix = currency ?? (field.kind === 'percentage' ? '%' : null);
  return (
    <TextEditor
      {...props}
      inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
      numeric
      affix={affix}
      description={
        currency ? (
          <>
            {description}
            <span className="sr-only">{intl.formatMessage({ id: 'resource.form.currency' }, { currency })}</span>
          </>
        ) : (
          description
        )
      }
    />
  );
}
