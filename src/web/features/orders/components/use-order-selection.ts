import { useState } from 'react';

/**
 * The orders ticked on the list's page. Only rows on the page count: a tick on another page,
 * or on an order a filter has since hidden, is forgotten rather than acted on unseen.
 */
export function useOrderSelection(visibleIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = visibleIds.filter((id) => ticked.has(id));
  const allSelected = visibleIds.length > 0 && selected.length === visibleIds.length;
  return {
    selected,
    allSelected,
    isSelected: (id: string) => ticked.has(id),
    toggle: (id: string) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(allSelected ? new Set() : new Set(visibleIds)),
    clear: () => setTicked(new Set()),
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
