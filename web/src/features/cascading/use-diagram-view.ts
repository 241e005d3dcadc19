import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §4: the jumped-to node stays highlighted for about 15.8 s. */
export const HIGHLIGHT_MS = 15_800;

/**
 * What the reader switches on the diagram: capaian and edit icons, cross cutting (globally and per
 * parent), the text view instead of the picture, maximised, and the node highlighted after a jump.
 */
export function useDiagramView(defaultCross: boolean) {
  const [showCapaian, setShowCapaian] = useState(false);
  const [showEdit, setShowEdit] = useState(false);
  const [globalCross, setGlobalCrossState] = useState(defaultCross);
  const [crossToggles, setCrossToggles] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [textView, setTextView] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const highlightTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  const onToggleCross = useCallback((key: string, open: boolean) => {
    setCrossToggles((prev) => new Map(prev).set(key, open));
  }, []);

  /** The global switch resets the per-parent choices. */
  const setGlobalCross = (open: boolean) => {
    setGlobalCrossState(open);
    setCrossToggles(new Map());
  };

  /** From the Rencana Aksi modals: show the text view, scroll to the node, highlight it. */
  const jumpToNode = useCallback((domId: string) => {
    setTextView(true);
    setHighlightedId(domId);
    window.clearTimeout(highlightTimer.current);
    highlightTimer.current = window.setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    window.setTimeout(() => {
      document.getElementById(domId)?.scrollIntoView({ behavior: 'smooth', block: 'center', inline: 'center' });
    }, 50);
  }, []);

  return {
    showCapaian,
    setShowCapaian,
    showEdit,
    setShowEdit,
    globalCross,
    setGlobalCross,
    crossToggles,
    onToggleCross,
    textView,
    setTextView,
    maximized,
    setMaximized,
    highlightedId,
    jumpToNode,
  };
}

export type DiagramView = ReturnType<typeof useDiagramView>;
