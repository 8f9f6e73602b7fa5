/**
 * A searchable picker (react-aria ComboBox) for one record: the text field finds, the list offers, the
 * chosen record's label stays in the field. Used for references (searched on the server) and categories
 * (searched in the tree).
 *
 * Keys: Enter chooses the focused option, else the first one offered (an option the text names exactly, its
 * label or detail such as an SKU or an e-mail, is offered first); Enter never submits the form around the
 * picker. Tab chooses only the focused option and otherwise leaves the choice as it was: leaving the field
 * never clears a choice, nor drops an Enter still waiting for the options of its text.
 */
import { useContext, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxState,
  type Key,
} from 'react-aria-components/ComboBox';
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

/** The options with those the text names exactly (label, chosen text or detail, case aside) first. */
function namedFirst(items: readonly PickerItem[], text: string): readonly PickerItem[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return items;
  const names = (item: PickerItem) => [item.label, item.chosen, item.detail].some((t) => t?.trim().toLocaleLowerCase() === wanted);
  const named = items.filter(names);
  return named.length ? [...named, ...items.filter((item) => !names(item))] : items;
}

interface StateOfProps {
  into: RefObject<ComboBoxState<PickerItem> | null>;
  /** An option a waiting Enter chooses, once react-aria's collection holds it (a render after the items). */
  waitingFor: number | null;
  onHeld: () => void;
}

/**
 * Hands the combobox's state to the picker (which option has the focus, whether the list is open) and says
 * when the option a waiting Enter chooses is in react-aria's collection, so it can be chosen as react-aria's
 * own Enter chooses.
 */
function StateOf({ into, waitingFor, onHeld }: StateOfProps) {
  const state = useContext(ComboBoxStateContext) as ComboBoxState<PickerItem> | null;
  into.current = state;
  const held = waitingFor != null && state?.selectionManager.collection.getItem(waitingFor) != null;
  const latest = useRef(onHeld);
  useEffect(() => {
    latest.current = onHeld;
  });
  useEffect(() => {
    if (held) latest.current();
  }, [held]);
  return null;
}

export function PickerField({ items, value, valueLabel, onChange, onSearch, pending = false, adds, ...chrome }: PickerFieldProps) {
  const { label, description, issue, isRequired, isDisabled, onBlur } = chrome;
  const intl = useIntl();
  const [text, setText] = useState(valueLabel);
  const [typing, setTyping] = useState(false);
  const focused = useRef(false);
  const state = useRef<ComboBoxState<PickerItem> | null>(null);
  // The text the options (`items`) answer once they are in: the last text handed to `onSearch`.
  const [searched, setSearched] = useState('');
  // The chosen option's own text, until the caller's label for the new value catches up.
  const [chosen, setChosen] = useState<{ id: number; text: string } | null>(null);
  // An adding picker's selection: a key no option has, new with each choice (see `adds`), so that react-aria
  // closes the list on every choice and never hands an earlier choice back as a new one.
  const [added, setAdded] = useState(0);
  const addedKey = added ? `added-${added}` : null;
  const shownLabel = adds ? '' : chosen && chosen.id === value ? chosen.text : valueLabel;
  // Enter pressed while the options for this text were on their way: the text it was pressed on.
  const [enterOn, setEnterOn] = useState<string | null>(null);
  // The field follows the value from outside (loaded, cleared) while the user is not in it; react-aria
  // opens the list on any text change inside a focused field.
  useEffect(() => {
    if (!focused.current && !typing) setText(shownLabel);
  }, [shownLabel, typing]);
  const offered = useMemo(() => (pending && typing ? NO_ITEMS : namedFirst(items, searched)), [pending, typing, items, searched]);
  const shown = useMemo(
    () => (value != null && !offered.some((i) => i.id === value) && !typing ? [{ id: value, label: shownLabel }, ...offered] : offered),
    [value, offered, typing, shownLabel],
  );

  const choose = (key: Key | null) => {
    // react-aria hands back the selection it holds when it commits without a focused option (Tab, leaving
    // the field, Enter with the list closed): that is no new choice. Null when it is not among the options.
    if (key == null || (adds && key === addedKey)) return;
    setTyping(false);
    if (adds) {
      // Emptied in the render that closes the list (the selection changes with it), so it stays closed.
      setText('');
      setAdded((n) => n + 1);
      setSearched('');
      onSearch('');
      onChange(Number(key));
      return;
    }
    const item = shown.find((i) => i.id === Number(key));
    const chosenText = item ? (item.chosen ?? item.label) : '';
    // Set with the choice, in the render that closes the list, so the list stays closed.
    setText(chosenText);
    setChosen({ id: Number(key), text: chosenText });
    if (Number(key) !== value) onChange(Number(key));
  };
  /** Chooses an option as react-aria's own Enter does, so the list closes with the choice. */
  const pick = (id: number) => {
    const now = state.current;
    if (!now) return;
    // The option already chosen: react-aria commits it (the field shows its text again, the list closes).
    if (!adds && id === value) now.close();
    else now.selectionManager.select(id);
  };
  // The options for the text a waiting Enter was pressed on are in: it chooses the first, in the field or
  // after leaving it (StateOf says when react-aria holds it). Typed over, or nothing found: it is dropped.
  const answered = enterOn != null && !pending;
  const waitingFor = answered && enterOn === searched ? (shown[0]?.id ?? null) : null;
  useEffect(() => {
    if (!answered || waitingFor != null) return;
    setEnterOn(null);
    if (!focused.current) setTyping(false);
  }, [answered, waitingFor]);

  return (
    <ComboBox
      {...fieldProps(chrome)}
      items={shown}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        setTyping(true);
        setEnterOn(null);
        setSearched(next);
        onSearch(next);
      }}
      selectedKey={adds ? addedKey : value}
      onSelectionChange={choose}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        // An Enter still waiting keeps its text and chooses when the options come (the effect above).
        if (enterOn != null) return onBlur?.();
        setTyping(false);
        setText(shownLabel);
        onBlur?.();
      }}
      allowsEmptyCollection
    >
      <StateOf
        into={state}
        waitingFor={waitingFor}
        onHeld={() => {
          setEnterOn(null);
          if (waitingFor != null) pick(waitingFor);
        }}
      />
      <FieldLabel label={label} isRequired={isRequired} />
      <div
        className={styles.control}
        onKeyDownCapture={(event) => {
          if (event.nativeEvent.isComposing) return;
          // Esc takes a waiting Enter back.
          if (event.key === 'Escape') setEnterOn(null);
          if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
          // Enter in a picker chooses; it never submits the form around it.
          event.preventDefault();
          const now = state.current;
          // A focused option: react-aria chooses it.
          if (now?.isOpen && now.selectionManager.focusedKey != null) return;
          if (pending && typing) {
            // Options still on their way: Enter waits for them, instead of acting on the answer to older text.
            event.stopPropagation();
            setEnterOn(text);
          } else if (now?.isOpen) {
            // No option focused: the first one offered, which is what the typed text asked for.
            event.stopPropagation();
            if (shown.length) pick(shown[0].id);
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
