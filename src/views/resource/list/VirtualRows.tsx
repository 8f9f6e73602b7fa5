/**
 * Virtualization of a react-aria collection by @tanstack/react-virtual: a CollectionRenderer (react-aria's
 * own extension point, the one its Virtualizer uses) that renders only the rows in view plus an overscan,
 * and always the focused row (react-aria's persisted keys), so keyboard navigation and focus never land on
 * a row that is not in the DOM. The GridList keeps every semantic: roles, aria-selected,
 * aria-multiselectable, aria-rowcount/rowindex, typeahead-free arrow keys.
 *
 *   <VirtualRows rowHeight={36} onRangeEnd={(last, count) => …}><GridList …/></VirtualRows>
 */
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentProps,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { CollectionRendererContext, DefaultCollectionRenderer, type CollectionRenderer } from 'react-aria-components/CollectionBuilder';
import type { Key, ListState } from 'react-aria-components/GridList';
import { ListStateContext } from 'react-aria-components/ListBox';

interface Options {
  rowHeight: number;
  overscan: number;
  /** Told the last rendered index and the row count whenever the rendered range moves. */
  onRangeEnd?: (lastIndex: number, count: number) => void;
  /** Receives the collection's state (focus and selection manager), for keys that move the focus. */
  stateRef?: MutableRefObject<ListState<unknown> | null>;
}

const OptionsContext = createContext<Options>({ rowHeight: 36, overscan: 10 });

type RootProps = ComponentProps<typeof DefaultCollectionRenderer.CollectionRoot>;

function VirtualRoot({ collection, persistedKeys, scrollRef }: RootProps) {
  const { rowHeight, overscan, onRangeEnd, stateRef } = useContext(OptionsContext);
  const state = useContext(ListStateContext);
  useLayoutEffect(() => {
    if (stateRef) stateRef.current = state;
  });
  const nodes = useMemo(() => [...collection].filter((node) => node.type === 'item'), [collection]);
  const indexOf = useMemo(() => new Map<Key, number>(nodes.map((node, index) => [node.key, index])), [nodes]);
  const virtualizer = useVirtualizer({
    count: nodes.length,
    getScrollElement: () => scrollRef?.current ?? null,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: (index) => nodes[index]?.key ?? index,
  });
  const inView = virtualizer.getVirtualItems();
  const last = inView.length ? inView[inView.length - 1].index : -1;

  const rangeEnd = useRef(onRangeEnd);
  rangeEnd.current = onRangeEnd;
  useEffect(() => {
    if (last >= 0) rangeEnd.current?.(last, nodes.length);
  }, [last, nodes.length]);

  // The focused row (persisted key) stays rendered; when the keyboard moves it out of view, scroll to it.
  const focusedIndex = [...(persistedKeys ?? [])].map((key) => indexOf.get(key)).find((i) => i != null);
  const shown = new Set(inView.map((item) => item.index));
  useEffect(() => {
    if (focusedIndex == null) return;
    const range = virtualizer.range;
    if (!range || focusedIndex < range.startIndex || focusedIndex > range.endIndex) {
      virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
    }
    // Only a move of the focus scrolls; the range moving under it (the wheel) does not.
  }, [focusedIndex, virtualizer]);

  const indexes = [...shown];
  if (focusedIndex != null && !shown.has(focusedIndex)) indexes.push(focusedIndex);
  indexes.sort((a, b) => a - b);

  return (
    <div role="presentation" style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
      {indexes.map((index) => {
        const node = nodes[index];
        if (!node) return null;
        return (
          <div
            key={node.key}
            role="presentation"
            style={{ position: 'absolute', left: 0, right: 0, top: index * rowHeight, height: rowHeight }}
          >
            {node.render?.(node)}
          </div>
        );
      })}
    </div>
  );
}

const RENDERER: CollectionRenderer = {
  isVirtualized: true,
  CollectionRoot: VirtualRoot,
  CollectionBranch: DefaultCollectionRenderer.CollectionBranch,
};

export function VirtualRows({
  rowHeight,
  overscan = 10,
  onRangeEnd,
  stateRef,
  children,
}: Partial<Options> & { rowHeight: number; children: ReactNode }) {
  const options = useMemo(() => ({ rowHeight, overscan, onRangeEnd, stateRef }), [rowHeight, overscan, onRangeEnd, stateRef]);
  return (
    <CollectionRendererContext.Provider value={RENDERER}>
      <OptionsContext.Provider value={options}>{children}</OptionsContext.Provider>
    </CollectionRendererContext.Provider>
  );
}
