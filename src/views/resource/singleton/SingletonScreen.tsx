import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useSingletonRecord } from '../../../api/resources';
import type { ResourceDef } from '../../../domain/resources/types';
import type { Screen } from '../../../domain/screens';
import { PageHeader } from '../../common/PageHeader';
import { Skeleton } from '../../common/Skeleton';
import { usePermission } from '../../app/useViewer';
import { permissionKey } from '../actions/action-rules';
import { DetailFields, RecordMeta } from '../detail/DetailFields';
import { HistoryList } from '../detail/HistoryList';
import detailStyles from '../detail/detail.module.css';
import { ResourceForm } from '../form/ResourceForm';
import { LoadError } from '../states/LoadError';
import { useInitialFocus } from '../../common/useInitialFocus';
import styles from '../split/split.module.css';

/**
 * A resource with one record (return settings, the return-reclaim threshold): its screen is the record,
 * editable in place by those who may, with its history beside it.
 */
export function SingletonScreen({ def, screen }: { def: ResourceDef; screen: Screen }) {
  const intl = useIntl();
  const { data: record, error, isLoading, mutate } = useSingletonRecord(def);
  const canUpdate = usePermission(permissionKey(def.permissions.update));
  // Cancel starts the form again from the record as stored.
  const [round, setRound] = useState(0);
  // The screen takes the keyboard on its selected tab: arrows switch tabs, Tab goes into the record.
  const tabs = useRef<HTMLDivElement>(null);
  useInitialFocus(!!record, () => {
    const tab = tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    tab?.focus();
    return !!tab && document.activeElement === tab;
  });

  let body;
  if (error && !record) {
    body = (
      <div className={styles.state}>
        <LoadError error={error} onRetry={() => void mutate()} />
      </div>
    );
  } else if (isLoading || !record) {
    body = (
      <div className={styles.state}>
        <Skeleton rows={6} />
      </div>
    );
  } else {
    body = (
      <Tabs defaultSelectedKey="details" className={detailStyles.tabs}>
        <TabList aria-label={intl.formatMessage({ id: 'resource.detail.tabs' })} className={detailStyles.tabList}>
          <Tab id="details" className={detailStyles.tab}>
            {intl.formatMessage({ id: 'resource.detail.details' })}
          </Tab>
          <Tab id="history" className={detailStyles.tab}>
            {intl.formatMessage({ id: 'resource.detail.history' })}
          </Tab>
        </TabList>
        <TabPanel id="details" className={canUpdate ? undefined : detailStyles.panel}>
          {canUpdate ? (
            <ResourceForm
              key={`${record.ID}-${round}`}
              def={def}
              mode="update"
              record={record}
              heading={<h2 className={styles.heading}>{intl.formatMessage({ id: def.noun.one })}</h2>}
              onSaved={() => undefined}
              onCancel={() => setRound((n) => n + 1)}
            />
          ) : (
            <>
              <DetailFields def={def} record={record} />
              <RecordMeta record={record} />
            </>
          )}
        </TabPanel>
        <TabPanel id="history" className={detailStyles.panel}>
          <HistoryList def={def} id={record.ID} />
        </TabPanel>
      </Tabs>
    );
  }
  return (
    <div className={styles.screen}>
      <PageHeader screen={screen} />
      <div ref={tabs} className={styles.singleton}>
        {body}
      </div>
    </div>
  );
}
