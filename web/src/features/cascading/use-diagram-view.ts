import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** SPEC §4: the jumped-to node stays highlighted for about 15.8 s. */
export const HIGHLIGHT_MS = 15_800;

/** What survives a trip to an edit form and back (per diagram page, for the browser tab). */
interface SavedView {
  showCapaian: boolean;
  showEdit: boolean;
  globalCross: boolean;
  crossToggles: [string, boolean][];
  textView: boolean;
  scroll: { top: number; left: number; window: number };
}

const storageKey = (pathname: string) => `sakip:diagram-view:${pathname}`;

function readSaved(pathname: string): Partial<SavedView> {
  try {
    return (JSON.parse(sessionStorage.getItem(storageKey(pathname)) ?? '{}') as Partial<SavedView>) ?? {};
  } catch {
    return {};
  }
}

/**
 * What the reader switches on the diagram: capaian and edit icons, cross cutting (globally and per
 * parent), the text view instead of the picture, maximised, and the node highlighted after a jump.
 */
export function useDiagramView(defaultCross: boolean) {
  const { pathname } = useLocation();
  const [saved] = useState(() => readSaved(pathname));
  const [showCapaian, setShowCapaian] = useState(saved.showCapaian ?? false);
  const [showEdit, setShowEdit] = useState(saved.showEdit ?? false);
  const [globalCross, setGlobalCrossState] = useState(saved.globalCross ?? defaultCross);
  const [crossToggles, setCrossToggles] = useState<ReadonlyMap<string, boolean>>(
    () => new Map(saved.crossToggles ?? []),
  );
  const [textView, setTextView] = useState(saved.textView ?? false);
  const [maximized, setMaximized] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const highlightTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  // Keep the switches and where the reader was, so that returning from an edit form finds them again.
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const latest = useRef<{ view: Omit<SavedView, 'scroll'> } | null>(null);
  useEffect(() => {
    latest.current = { view: { showCapaian, showEdit, globalCross, crossToggles: [...crossToggles], textView } };
  }, [showCapaian, showEdit, globalCross, crossToggles, textView]);
  // Scroll positions are recorded as they change: at unmount the stage has already left the page.
  const scrolled = useRef<SavedView['scroll']>({ top: 0, left: 0, window: 0 });
  useEffect(() => {
    const onWindow = () => {
      scrolled.current = { ...scrolled.current, window: window.scrollY };
    };
    const onStage = () => {
      if (stage) scrolled.current = { ...scrolled.current, top: stage.scrollTop, left: stage.scrollLeft };
    };
    window.addEventListener('scroll', onWindow, { passive: true });
    stage?.addEventListener('scroll', onStage, { passive: true });
    return () => {
      window.removeEventListener('scroll', onWindow);
      stage?.removeEventListener('scroll', onStage);
    };
  }, [stage]);
  useEffect(
    () => () => {
      if (!latest.current) return;
      const { view } = latest.current;
      const scroll = scrolled.current;
      try {
        sessionStorage.setItem(storageKey(pathname), JSON.stringify({ ...view, scroll }));
      } catch {
        // Storage full or blocked: the view simply starts fresh next time.
      }
    },
    [pathname],
  );

  /** Once the tree is drawn: back to the saved scroll position (only the first time). */
  const [restored, setRestored] = useState(false);
  const restoreScroll = useCallback(() => {
    if (restored || !saved.scroll || !stage) return;
    setRestored(true);
    const { top, left, window: y } = saved.scroll;
    scrolled.current = saved.scroll;
    requestAnimationFrame(() => {
      stage.scrollTo({ top, left });
      window.scrollTo({ top: y });
    });
  }, [restored, saved, stage]);

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
    setStage,
    restoreScroll,
  };
}

export type DiagramView = ReturnType<typeof useDiagramView>;
