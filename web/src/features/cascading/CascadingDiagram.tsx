import { Alert, Stack, Text, Title } from '@mantine/core';
import { CASCADING_DEFAULT_MAX_LEVEL, type CascadingType } from '@sakip/domain/schemas/cascading';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { LoadingText } from '../../components/LoadingText';
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

/**
 * The one cascading diagram of every diagram page (SPEC §2 'Diagram screen'): the tree as DOM
 * (the text view), rendered to a PNG (use-diagram-image; the image view, pan and zoom), exported,
 * maximised; node buttons open the modals of `<CascadingModalHost>`. State: use-diagram-view
 * (what is shown), use-diagram-image (the picture), use-unit-choice (the unit); DiagramToolbar.
 */
export function CascadingDiagram({
  source,
  type = 'cascading',
  maxLevel = CASCADING_DEFAULT_MAX_LEVEL,
  bayangan = false,
  enableCapaianIcons = false,
  enableEditIcons = false,
  defaultCross = false,
  unitChooser = 'none',
}: CascadingDiagramProps) {
  const [params] = useSearchParams();
  const showOption = params.get('showOption') === 'true';
  const showSkp = params.get('showSkp') === 'true';
  const { user } = useSession();
  const unit = useUnitChoice(unitChooser, bayangan);
  const tree = useCascadingTree(
    source,
    { satuanKerjaId: unit.satuanKerjaId, maxLevel, type, showSkp, bayangan },
    !unit.waiting,
  );
  const view = useDiagramView(defaultCross);
  const { showCapaian, showEdit, globalCross, crossToggles, onToggleCross, highlightedId } = view;

  const data = tree.data;
  const unitName = data?.satuan_kerja?.satuan_kerja_nama ?? 'Pemerintah Daerah';
  const signature = JSON.stringify([
    tree.dataUpdatedAt,
    showCapaian,
    showEdit,
    showSkp,
    globalCross,
    [...crossToggles],
  ]);
  const { treeRef, currentImage, busy, pixelRatio, setPixelRatio, renderImage, exportImage } = useDiagramImage(
    type,
    signature,
    data !== undefined,
    () => view.setTextView(false),
  );
  const showImage = currentImage !== null && !view.textView;

  const options = useMemo<DiagramOptions>(
    () => ({
      type,
      satuanKerjaId: data?.satuan_kerja?.satuan_kerja_id ?? '',
      showCapaianIcons: enableCapaianIcons && showCapaian,
      showEditIcons: enableEditIcons && showEdit,
      showSkp,
      isSuper: user?.role === 'super',
      highlightedId,
      globalCross,
      crossToggles,
      onToggleCross,
    }),
    [
      type,
      data,
      enableCapaianIcons,
      showCapaian,
      enableEditIcons,
      showEdit,
      showSkp,
      user,
      highlightedId,
      globalCross,
      crossToggles,
      onToggleCross,
    ],
  );

  const empty = data !== undefined && data.sasaran_strategis_rpjmd.length === 0;
  const { restoreScroll, setStage, jumpToNode } = view;
  useEffect(() => {
    if (data && !empty) restoreScroll();
  }, [data, empty, restoreScroll]);

  return (
    <div
      className={view.maximized ? classes.maximized : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && view.maximized) view.setMaximized(false);
      }}
    >
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
          pixelRatio={pixelRatio}
          setPixelRatio={setPixelRatio}
          view={view}
          showOption={showOption}
          disabled={!data || empty}
          onRender={() => void renderImage()}
          onExport={() => void exportImage(unitName)}
        />

        <DiagramLegend showCapaianIcons={enableCapaianIcons && showCapaian} />

        {busy !== null ? <LoadingText /> : null}
        {tree.isPending && !unit.waiting ? <LoadingText /> : null}
        {unit.waiting ? <UnitPrompt bayangan={bayangan} units={unit.publicUnits} /> : null}
        {data && !unit.waiting ? (
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

        {showImage && currentImage ? (
          <Suspense fallback={<LoadingText />}>
            <ImageViewer src={currentImage.url} alt={`Diagram cascading ${unitName}`} />
          </Suspense>
        ) : null}

        {data && !empty && !unit.waiting ? (
          <DiagramContext.Provider value={options}>
            <div
              ref={setStage}
              className={showImage ? classes.offscreen : classes.stage}
              aria-hidden={showImage || undefined}
              inert={showImage}
            >
              <section aria-label={`Diagram cascading ${unitName} dalam bentuk teks`} data-testid="cascading-tree">
                <DiagramTree roots={data.sasaran_strategis_rpjmd} ref={treeRef} />
              </section>
            </div>
          </DiagramContext.Provider>
        ) : null}
      </Stack>
      <CascadingModalHost onJumpToNode={jumpToNode} />
    </div>
  );
}
