import { useIntl } from 'react-intl';
import { ListChecks } from 'lucide-react';
import { openOverlay } from '../../store/ui';
import { Button } from '../common/Button';

/** Opens the multi-SKU fetch from the products' toolbar (the palette has it too). */
export function SkuFetchButton() {
  const intl = useIntl();
  return (
    <Button size="sm" onPress={() => openOverlay('skuFetchOpen')}>
      <ListChecks size={14} aria-hidden="true" />
      {intl.formatMessage({ id: 'products.skuFetch.open' })}
    </Button>
  );
}
