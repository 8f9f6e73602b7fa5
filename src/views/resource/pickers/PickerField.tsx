/**
 * A searchable picker (react-aria ComboBox) for one record: the text field finds, the list offers, the
 * chosen record's label stays in the field. Used for references (searched on the server) and categories
 * (searched in the tree).
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components/ComboBox';
import { ChevronDown, X } from 'lucide-react';
import { FieldHelp, FieldLabel, fieldProps, type FieldChrome } from '../form/editors/FieldParts';
import styles from '../form/editors/fields.module.css';

/** No options: offered while the options for the typed text are on their way. */
const NO_ITEMS: readonly PickerItem[] = [];

export interface PickerItem {
  id: number;
  /** The option's text in the list. */
  label: string;
  /** The text the field shows once the option is chosen (default: the label). */
  chosen?: string;
  detail?: string;
  depth?: number;
}

export interface PickerFieldProps extends FieldChrome {
  items: readonly PickerItem[];
  value: number | null;
  /** The label of the chosen record (it may not be among `items`). */
  valueLabel: string;
  onChange: (id: number | null) => void;
  /** The typed text (for a server-side search); the items shown are the caller's. */
  onSearch: (text: string) => void;
  /**
   * The options for the text as it stands are not in yet: none are offered meanwhile (the list says it is
   * searching and is busy), so the arrows and Enter never act on an answer to older text. Enter pressed
   * meanwhile waits and chooses the first option for that text once it arrives (none: nothing happens).
   */
  pending?: boolean;
  /**
   * The picker adds (a line, a member) rather than holds a value (`value` stays null): after each choice the
   * field empties and the list closes. The last choice is kept as the combobox's selection, because a
   * selection that does not change leaves react-aria reopening the list on the emptied text (and hiding
   * the rest of the page from assistive technology while it is open).
   */
  adds?: boolean;
}

export function PickerField({ items, value, valueLabel, onChange, onSearch, pending = false, adds, ...chrome }: PickerFieldProps) {
  const { label, description, issue, isRequired, isDisabled, onBlur } = chrome;
  const intl = useIntl();
  const [text, setText] = useState(valueLabel);
  const [typing, setTyping] = useState(false);
  const focused = useRef(false);
  // The chosen option's own text, until the caller's label for the new value catches up.
  const [chosen, setChosen] = useState<{ id: number; text: string } | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const shownLabel = adds ? '' : chosen && chosen.id === value ? chosen.text : valueLabel;
  // The field follows the value from outside (loaded, cleared) while the user is not in it; react-aria
  // opens the list on any text change inside a focused field.
  useEffect(() => {
    if (!focused.current && !typing) setText(shownLabel);
  }, [shownLabel, typing]);
  const offered = pending && typing ? NO_ITEMS : items;
  const shown = value != null && !offered.some((i) => i.id === value) && !typing ? [{ id: value, label: shownLabel }, ...offered] : offered;
  // Enter pressed while the options for this text were on their way: the text it was pressed on.
  const [enterOn, setEnterOn] = useState<string | null>(null);

  const choose = (key: Key | null) => {
    setTyping(false);
    if (key == null) return;
    if (adds) {
      // Emptied in the render that closes the list (the selection changes with it), so it stays closed.
      setText('');
      setAdded(Number(key));
      onSearch('');
      onChange(Number(key));
      return;
    }
    const item = shown.find((i) => i.id === Number(key));
    const chosenText = item ? (item.chosen ?? item.label) : '';
    // Set with the choice, in the render that closes the list, so the list stays closed.
    setText(chosenText);
    setChosen({ id: Number(key), text: chosenText });
    onChange(Number(key));
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    if (enterOn == null || pending) return;
    setEnterOn(null);
    if (enterOn === text && focused.current && offered.length) chooseRef.current(offered[0].id);
  }, [enterOn, pending, text, offered]);

  return (
    <ComboBox
      {...fieldProps(chrome)}
      items={shown}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        setTyping(true);
        setEnterOn(null);
        onSearch(next);
      }}
      selectedKey={adds ? added : value}
      onSelectionChange={choose}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        setEnterOn(null);
        setTyping(false);
        setText(shownLabel);
        onBlur?.();
      }}
      allowsEmptyCollection
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div
        className={styles.control}
        onKeyDownCapture={(event) => {
          // Enter on options still on their way waits for them, instead of acting on the answer to older text;
          // Esc takes a waiting Enter back.
          if (event.key === 'Escape') setEnterOn(null);
          if (event.key === 'Enter' && pending && typing && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.stopPropagation();
            setEnterOn(text);
          }
        }}
      >
        <Input className={styles.input} placeholder={intl.formatMessage({ id: 'resource.form.search' })} />
        {value != null && !isRequired && !isDisabled ? (
          <Button
            className={styles.iconButton}
            aria-label={intl.formatMessage({ id: 'resource.form.clear' }, { field: label })}
            onPress={() => {
              setTyping(false);
              setText('');
              setChosen(null);
              onChange(null);
            }}
          >
            <X size={14} aria-hidden="true" />
          </Button>
        ) : null}
        <Button className={styles.iconButton} aria-label={intl.formatMessage({ id: 'resource.form.showOptions' })}>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </div>
      <FieldHelp description={description} issue={issue} />
      <Popover className={styles.popover}>
        {/* react-aria's ListBox passes no aria-busy on: the region around it says the options are coming. */}
        <div aria-busy={pending || undefined}>
          <ListBox
            className={styles.listbox}
            renderEmptyState={() => (
              <div className={styles.empty} role={pending ? 'status' : undefined}>
                {intl.formatMessage({ id: pending ? 'resource.form.searching' : 'resource.form.noOptions' })}
              </div>
            )}
          >
            {(item: PickerItem) => (
              <ListBoxItem id={item.id} textValue={item.chosen ?? item.label} className={styles.option}>
                <span style={item.depth ? { paddingInlineStart: item.depth * 16 } : undefined}>{item.label}</span>
                {item.detail ? <span className={styles.optionDetail}>{item.detail}</span> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      </Popover>
    </ComboBox>
  );
}
