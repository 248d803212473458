import { useState } from 'react';

export type FloorLayout = 'detailed' | 'compact';

const STORAGE_KEY = 'club.floor.layout';

function storedLayout(): FloorLayout {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'compact' ? 'compact' : 'detailed';
  } catch {
    return 'detailed';
  }
}

/** The floor's view (issue 31): detailed cards, or every table as a tile; the choice is kept on this device. */
export function useFloorLayout(): [FloorLayout, (layout: FloorLayout) => void] {
  const [layout, setLayout] = useState<FloorLayout>(storedLayout);
  const choose = (next: FloorLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts this visit.
    }
  };
  return [layout, choose];
}
