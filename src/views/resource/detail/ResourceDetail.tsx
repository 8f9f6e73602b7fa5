import { useState } from 'react';
import { Link } from 'wouter';
import { recordPathOf } from '../query/useResourceListQuery';
import { useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components/Tabs';
import { Pencil, Trash2, X } from 'lucide-react';
import { PaneHotkeys } from '../../../commands/Hotkeys';
import type { PaneActions } from '../../../commands/types';
import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { ActionButton } from '../actions/ActionButton';
import { recordSubtitle } from '../format/record-text';
import { RecordTitle } from '../format/reference-titles';
import { overridesOf } from '../overrides';
import type { DetailBodyProps } from '../overrides-types';
import { DetailFields, RecordMeta } from './DetailFields';
import { ChildCollection } from './ChildCollection';
import { HistoryList } from './HistoryList';
import { childrenOf, relatedOf } from '../../../domain/resources';
import { RelatedRecords } from './RelatedRecords';
import { DocumentButton } from './DocumentButton';
import styles from './detail.module.css';

export interface ResourceDetailProps {
  def: ResourceDef;
  record: ResourceRecord;
  /** Custom actions this user may run on this record. */
  actions: readonly CustomActionDef[];
  canEdit: boolean;
  /** The user may not edit but may propose new values (the edit key opens the form to propose them). */
  canPropose?: boolean;
  canDelete: boolean;
  onAction: (action: CustomActionDef) => void;
  /** The detail pane's keys: back, next/previous record, edit, new, delete. */
  keys: PaneActions;
  /** A line above the fields (why the record is shown read-only, say). */
  notice?: string;
  /** A bespoke body's own change to the record, run as a decision (DetailBodyProps.decide). */
  decide?: DetailBodyProps['decide'];
}

/** The open record beside the list: its fields (or a bespoke body), its actions and its history. */
export function ResourceDetail({
  def,
  record,
  actions,
  canEdit,
  canPropose = false,
  canDelete,
  onAction,
  keys,
  notice,
  decide,
}: ResourceDetailProps) {
  const intl = useIntl();
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<Key>('details');
  const subtitle = recordSubtitle(def, record, intl);
  const Body = overridesOf(def).Detail;
  const children = childrenOf(def, record);
  const related = relatedOf(def);
  const relatedTab = (other: ResourceDef) => `related-${other.name}`;
  // The next record may not have the child tab that was open (a set's components on a standard product).
  const shown =
    tab === 'details' || tab === 'history' || children.some((child) => child.name === tab) || related.some((r) => relatedTab(r.def) === tab)
      ? tab
      : 'details';
  return (
    <section ref={setPane} className={styles.pane} data-pane="detail" tabIndex={-1} aria-labelledby="resource-detail-title">
      <header className={styles.header}>
        <div className={styles.titles}>
          <RecordTitle def={def} record={record}>
            {(title) => (
              <h2 id="resource-detail-title" className={styles.title} title={title}>
                {title}
              </h2>
            )}
          </RecordTitle>
          {subtitle ? (
            <p className={styles.subtitle} title={subtitle}>
              {subtitle}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          {(canEdit || canPropose) && keys.edit ? (
            <Button size="sm" onPress={keys.edit} aria-keyshortcuts="E">
              <Pencil size={14} aria-hidden="true" />
              {intl.formatMessage({ id: canEdit ? 'resource.action.edit' : 'resource.action.propose' })}
            </Button>
          ) : null}
          {(def.documents ?? []).map((document) => (
            <DocumentButton key={document.path} def={def} document={document} id={record.ID} />
          ))}
          {actions.map((action) => (
            <ActionButton key={action.id} action={action} onPress={() => onAction(action)} />
          ))}
          {canDelete && keys.remove ? (
            <Button size="sm" variant="danger" onPress={keys.remove}>
              <Trash2 size={14} aria-hidden="true" />
              {intl.formatMessage({ id: 'resource.action.delete' })}
            </Button>
          ) : null}
          {keys.back ? (
            <Button
              size="sm"
              variant="ghost"
              onPress={keys.back}
              aria-label={intl.formatMessage({ id: 'resource.action.close' })}
              aria-keyshortcuts="Escape"
            >
              <X size={14} aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </header>
      <Tabs selectedKey={shown} onSelectionChange={setTab} className={styles.tabs}>
        <TabList aria-label={intl.formatMessage({ id: 'resource.detail.tabs' })} className={styles.tabList}>
          <Tab id="details" className={styles.tab}>
            {intl.formatMessage({ id: 'resource.detail.details' })}
          </Tab>
          {children.map((child) => (
            <Tab key={child.name} id={child.name} className={styles.tab}>
              {intl.formatMessage({ id: child.noun.other })}
            </Tab>
          ))}
          {related.map((r) => (
            <Tab key={relatedTab(r.def)} id={relatedTab(r.def)} className={styles.tab}>
              {intl.formatMessage({ id: r.def.noun.other })}
            </Tab>
          ))}
          <Tab id="history" className={styles.tab}>
            {intl.formatMessage({ id: 'resource.detail.history' })}
          </Tab>
        </TabList>
        <TabPanel id="details" className={styles.panel}>
          {notice ? <Alert tone="info">{notice}</Alert> : null}
          {typeof record.MergedIntoID === 'number' ? (
            // A merged-away record is a pointer to the one it was merged into (customers).
            <Alert tone="info">
              {intl.formatMessage(
                { id: 'resource.detail.mergedInto' },
                {
                  link: (text) => <Link href={recordPathOf(def, String(record.MergedIntoID))}>{text}</Link>,
                },
              )}
            </Alert>
          ) : null}
          {Body ? <Body def={def} record={record} decide={decide} /> : <DetailFields def={def} record={record} />}
          <RecordMeta record={record} />
        </TabPanel>
        {children.map((child) => (
          <TabPanel key={child.name} id={child.name} className={`${styles.panel} ${styles.listPanel}`}>
            <ChildCollection def={child} parent={record} />
          </TabPanel>
        ))}
        {related.map((r) => (
          <TabPanel key={relatedTab(r.def)} id={relatedTab(r.def)} className={`${styles.panel} ${styles.listPanel}`}>
            <RelatedRecords def={r.def} field={r.field} record={record} />
          </TabPanel>
        ))}
        <TabPanel id="history" className={styles.panel}>
          <HistoryList def={def} id={record.ID} />
        </TabPanel>
      </Tabs>
      <PaneHotkeys scope="detail" pane={pane} actions={keys} />
    </section>
  );
}
