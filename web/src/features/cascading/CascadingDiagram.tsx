import { Alert, Stack, Text, Title } from '@mantine/core';
import { CASCADING_DEFAULT_MAX_LEVEL, type CascadingType } from '@sakip/domain/schemas/cascading';
import { mayWriteCatatan } from '@sakip/domain/permissions';
import { lazy, Suspense, useCallback, useEffect, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { LoadingText } from '../../components/LoadingText';
import { ChooseUnitFirst } from '../../components/unit/ChooseUnitFirst';
import { useCascadingTree, type CascadingSource } from './api';
import { DiagramContext, type DiagramOptions } from './diagram-context';
import { DiagramLegend, UnitPrompt } from './DiagramHelp';
import classes from './diagram.module.css';
import { DiagramActions, DiagramSwitches, DiagramUnitPicker } from './DiagramToolbar';
import { DiagramTree } from './DiagramTree';
import { CascadingModalHost } from './modals/CascadingModalHost';
import { useDiagramImage } from './use-diagram-image';
import { useDiagramView } from './use-diagram-view';
import { useUnitChoice, type UnitChooser } from './use-unit-choice';

export { MESSAGE_EXPORT_GAGAL } from './use-diagram-image';
export { HIGHLIGHT_MS } from './use-diagram-view';

// The pan/zoom viewer is only needed once an image exists: its own chunk.
const ImageViewer = lazy(() => import('./ImageViewer'));

export interface CascadingDiagramProps {
  source: CascadingSource;
  type?: CascadingType;
  maxLevel?: number;
  /** The arsitektur-kinerja-bayangan page. */
  bayangan?: boolean;
  /** 'Tampilkan icon capaian' is offered only when the page enables it (SPEC §2). */
  enableCapaianIcons?: boolean;
  /** 'Tampilkan icon edit kinerja' likewise (authenticated pages of a unit). */
  enableEditIcons?: boolean;
  /** The cross-cutting page starts with every cross item shown. */
  defaultCross?: boolean;
  /** Who picks the unit: super and setda when logged in, the citizen on the public display. */
  unitChooser?: UnitChooser;
}

/** What every node reads of the diagram (DiagramContext): the switches, the cross-cutting state, the highlight. */
function useNodeOptions(
  type: DiagramOptions['type'],
  satuanKerjaId: string,
  view: ReturnType<typeof useDiagramView>,
  shown: Pick<DiagramOptions, 'showCapaianIcons' | 'showEditIcons' | 'showSkp' | 'isSuper' | 'mayEditCatatan'>,
): DiagramOptions {
  const { highlightedId, globalCross, crossToggles, onToggleCross } = view;
  const { showCapaianIcons, showEditIcons, showSkp, isSuper, mayEditCatatan } = shown;
  return useMemo<DiagramOptions>(
    () => ({
      type,
      satuanKerjaId,
      showCapaianIcons,
      showEditIcons,
      showSkp,
      isSuper,
      highlightedId,
      mayEditCatatan,
      globalCross,
      crossToggles,
      onToggleCross,
    }),
    [
      type,
      satuanKerjaId,
      showCapaianIcons,
      showEditIcons,
      showSkp,
      isSuper,
      highlightedId,
      mayEditCatatan,
      globalCross,
      crossToggles,
      onToggleCross,
    ],
  );
}

/** Edit mode of the CSF notes: the user's own nodes (the public diagram has no user). */
function useMayEditCatatan(user: ReturnType<typeof useSession>['user']): DiagramOptions['mayEditCatatan'] {
  return useCallback((level, unitId) => mayWriteCatatan(user, level, unitId), [user]);
}

/** Loading, the unit prompt, the unit's name, a failed load, an empty tree: what the page says above the diagram. */
function DiagramStatus(props: {
  busy: boolean;
  tree: { isPending: boolean; isError: boolean };
  empty: boolean;
  unit: ReturnType<typeof useUnitChoice>;
  bayangan: boolean;
  unitName: string | null;
  isPublic: boolean;
}) {
  const { busy, tree, empty, unit, bayangan, unitName, isPublic } = props;
  return (
    <>
      {busy ? <LoadingText /> : null}
      {tree.isPending && !unit.waiting ? <LoadingText /> : null}
      {unit.waiting && isPublic ? <UnitPrompt bayangan={bayangan} units={unit.publicUnits} /> : null}
      {unit.waiting && !isPublic ? <ChooseUnitFirst /> : null}
      {unitName !== null && !unit.waiting ? (
        <Title order={2} size="h4" data-testid="diagram-unit">
          {unitName}
        </Title>
      ) : null}
      {tree.isError ? (
        <Alert color="red" title="Gagal">
          Data cascading tidak dapat dimuat.
        </Alert>
      ) : null}
      {empty ? <Text c="dimmed">Data tidak ditemukan</Text> : null}
    </>
  );
}

/** The tree as DOM: the text view, or off screen behind the image it is rendered to. */
function DiagramStage(props: {
  options: DiagramOptions;
  setStage: (element: HTMLDivElement | null) => void;
  showImage: boolean;
  unitName: string;
  children: ReactNode;
}) {
  const { options, setStage, showImage, unitName, children } = props;
  return (
    <DiagramContext.Provider value={options}>
      <div
        ref={setStage}
        className={showImage ? classes.offscreen : classes.stage}
        aria-hidden={showImage || undefined}
        inert={showImage}
      >
        <section aria-label={`Diagram cascading ${unitName} dalam bentuk teks`} data-testid="cascading-tree">
          {children}
        </section>
      </div>
    </DiagramContext.Provider>
  );
}

/** The tree of the chosen unit (none chosen yet: `unit.waiting`) and the URL's switches. */
function useDiagramData(
  source: CascadingSource,
  request: { maxLevel: number; type: CascadingType; bayangan: boolean },
  unitChooser: UnitChooser,
) {
  const [params] = useSearchParams();
  const showSkp = params.get('showSkp') === 'true';
  const unit = useUnitChoice(unitChooser, request.bayangan);
  const tree = useCascadingTree(source, { satuanKerjaId: unit.satuanKerjaId, ...request, showSkp }, !unit.waiting);
  const data = tree.data?.data;
  return {
    showOption: params.get('showOption') === 'true',
    showSkp,
    unit,
    tree,
    data,
    unitName: data?.satuan_kerja?.satuan_kerja_nama ?? 'Pemerintah Daerah',
    empty: data !== undefined && data.sasaran_strategis_rpjmd.length === 0,
  };
}

/** The picture of the tree; a change of what it shows (data, switches, cross cutting) makes it stale. */
function useDiagramPicture(
  type: CascadingType,
  tree: ReturnType<typeof useCascadingTree>,
  view: ReturnType<typeof useDiagramView>,
  showSkp: boolean,
) {
  const { showCapaian, showEdit, globalCross, crossToggles } = view;
  const signature = JSON.stringify([
    tree.dataUpdatedAt,
    showCapaian,
    showEdit,
    showSkp,
    globalCross,
    [...crossToggles],
  ]);
  return useDiagramImage(type, signature, tree.data !== undefined, () => view.setTextView(false));
}

/**
 * The one cascading diagram of every diagram page (SPEC §2 'Diagram screen'): the tree as DOM
 * (the text view), rendered to a PNG (use-diagram-image; the image view, pan and zoom), exported,
 * maximised; node buttons open the modals of `<CascadingModalHost>`. State: use-diagram-view
 * (what is shown), use-diagram-image (the picture), use-unit-choice (the unit); DiagramToolbar.
 */
export function CascadingDiagram({
  source,
  enableCapaianIcons = false,
  enableEditIcons = false,
  defaultCross = false,
  unitChooser = 'none',
  ...rest
}: CascadingDiagramProps) {
  const { type = 'cascading', maxLevel = CASCADING_DEFAULT_MAX_LEVEL, bayangan = false } = rest;
  const request = { maxLevel, type, bayangan };
  const { user } = useSession();
  const { showOption, showSkp, unit, tree, data, unitName, empty } = useDiagramData(source, request, unitChooser);
  const view = useDiagramView(defaultCross);
  const { showCapaian, showEdit, restoreScroll, jumpToNode } = view;
  const { treeRef, currentImage, busy, ...picture } = useDiagramPicture(type, tree, view, showSkp);
  const showImage = currentImage !== null && !view.textView;
  const options = useNodeOptions(type, data?.satuan_kerja?.satuan_kerja_id ?? '', view, {
    showCapaianIcons: enableCapaianIcons && showCapaian,
    showEditIcons: enableEditIcons && showEdit,
    showSkp,
    isSuper: user?.role === 'super',
    mayEditCatatan: useMayEditCatatan(user),
  });
  useEffect(() => {
    if (data && !empty) restoreScroll();
  }, [data, empty, restoreScroll]);
  const leaveMaximized = (e: KeyboardEvent) => e.key === 'Escape' && view.maximized && view.setMaximized(false);

  return (
    <div className={view.maximized ? classes.maximized : undefined} onKeyDown={leaveMaximized}>
      <Stack gap="sm">
        <DiagramUnitPicker
          chooser={unitChooser}
          unit={unit}
          shownUnitId={data?.satuan_kerja?.satuan_kerja_id ?? null}
        />
        <DiagramSwitches
          view={view}
          enableCapaianIcons={enableCapaianIcons}
          enableEditIcons={enableEditIcons}
          hasImage={currentImage !== null}
        />
        <DiagramActions
          busy={busy}
          pixelRatio={picture.pixelRatio}
          setPixelRatio={picture.setPixelRatio}
          view={view}
          showOption={showOption}
          disabled={!data || empty}
          onRender={() => void picture.renderImage()}
          onExport={() => void picture.exportImage(unitName)}
        />
        <DiagramLegend showCapaianIcons={enableCapaianIcons && showCapaian} />
        <DiagramStatus
          busy={busy !== null}
          tree={tree}
          empty={empty}
          unit={unit}
          bayangan={bayangan}
          unitName={data ? unitName : null}
          isPublic={unitChooser === 'public'}
        />
        {showImage && currentImage ? (
          <Suspense fallback={<LoadingText />}>
            <ImageViewer src={currentImage.url} alt={`Diagram cascading ${unitName}`} />
          </Suspense>
        ) : null}
        {data && !empty && !unit.waiting ? (
          <DiagramStage options={options} setStage={view.setStage} showImage={showImage} unitName={unitName}>
            <DiagramTree roots={data.sasaran_strategis_rpjmd} ref={treeRef} />
          </DiagramStage>
        ) : null}
      </Stack>
      <CascadingModalHost onJumpToNode={jumpToNode} />
    </div>
  );
}
