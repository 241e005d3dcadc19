import { Alert, Button, Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconMaximize, IconMinimize, IconPhoto } from '@tabler/icons-react';
import { SATKER_SETDA_ID } from '@sakip/domain/satuan-kerja';
import { CASCADING_DEFAULT_MAX_LEVEL, type CascadingType } from '@sakip/domain/schemas/cascading';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session';
import { showAlert } from '../../components/AlertDialog';
import { LoadingText } from '../../components/LoadingText';
import { OptionSelect } from '../../components/OptionSelect';
import { useCascadingTree, usePublicUnits, type CascadingSource } from './api';
import { DiagramContext, type DiagramOptions } from './diagram-context';
import classes from './diagram.module.css';
import { DiagramTree } from './DiagramTree';
import { CascadingModalHost } from './modals/CascadingModalHost';
import { downloadBlob, equalizeNodeSizes, renderDiagramPng } from './render-image';
import { exportFileName } from './tree-model';

// The pan/zoom viewer is only needed once an image exists: its own chunk.
const ImageViewer = lazy(() => import('./ImageViewer'));

/** SPEC §8 'Local errors'. */
export const MESSAGE_EXPORT_GAGAL = 'Mohon maaf, silahkan ulangi lagi proses export';
/** SPEC §4: the jumped-to node stays highlighted for about 15.8 s. */
export const HIGHLIGHT_MS = 15_800;
/** SPEC §9: equal widths about 1 s after render, equal heights (default type only) after 1.5 s. */
const EQUAL_WIDTH_MS = 1_000;
const EQUAL_HEIGHT_MS = 1_500;

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
  unitChooser?: 'none' | 'auth' | 'public';
}

interface RenderedImage {
  url: string;
  blob: Blob;
  /** The diagram state the picture shows; a different state means the picture is out of date. */
  signature: string;
  pixelRatio: number;
}

function useUnitChoice(chooser: CascadingDiagramProps['unitChooser']) {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const publicUnits = usePublicUnits(chooser === 'public');
  const chosen = params.get('satuan_kerja_id') ?? undefined;
  const canChoose = chooser === 'public' || (chooser === 'auth' && (user?.role === 'super' || user?.role === 'setda'));
  const fallback = chooser === 'public' ? publicUnits.data?.[0]?.value : undefined;
  const setUnit = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('satuan_kerja_id', value);
    else next.delete('satuan_kerja_id');
    setParams(next, { replace: true });
  };
  return {
    satuanKerjaId: canChoose ? (chosen ?? fallback) : undefined,
    canChoose,
    isSetda: user?.role === 'setda',
    publicUnits,
    setUnit,
    waiting: chooser === 'public' && !chosen && !fallback,
  };
}

/**
 * The one cascading diagram of every diagram page (SPEC §2 'Diagram screen'): the tree as DOM
 * (the text view), rendered to a PNG (render-image.ts; the image view, pan and zoom), exported,
 * maximised; node buttons open the modals of `<CascadingModalHost>`.
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
  const unit = useUnitChoice(unitChooser);
  const tree = useCascadingTree(
    source,
    { satuanKerjaId: unit.satuanKerjaId, maxLevel, type, showSkp, bayangan },
    !unit.waiting,
  );

  const [showCapaian, setShowCapaian] = useState(false);
  const [showEdit, setShowEdit] = useState(false);
  const [globalCross, setGlobalCross] = useState(defaultCross);
  const [crossToggles, setCrossToggles] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [textView, setTextView] = useState(false);
  const [image, setImage] = useState<RenderedImage | null>(null);
  const [busy, setBusy] = useState<'render' | 'export' | null>(null);
  const [pixelRatio, setPixelRatio] = useState(1);
  const [maximized, setMaximized] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const highlightTimer = useRef<number | undefined>(undefined);

  const data = tree.data;
  const unitName = data?.satuan_kerja?.satuan_kerja_nama ?? 'Pemerintah Daerah';
  const signature = JSON.stringify([tree.dataUpdatedAt, showCapaian, showEdit, showSkp, globalCross, [...crossToggles]]);
  const currentImage = image && image.signature === signature ? image : null;
  const showImage = currentImage !== null && !textView;

  const onToggleCross = useCallback((key: string, open: boolean) => {
    setCrossToggles((prev) => new Map(prev).set(key, open));
  }, []);

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
    [type, data, enableCapaianIcons, showCapaian, enableEditIcons, showEdit, showSkp, user, highlightedId, globalCross, crossToggles, onToggleCross],
  );

  // Equal node sizes per level once the tree is drawn (SPEC §9 timings).
  useEffect(() => {
    const root = treeRef.current;
    if (!root || !data) return undefined;
    const width = window.setTimeout(() => equalizeNodeSizes(root, 'width'), EQUAL_WIDTH_MS);
    const height =
      type === 'cascading' ? window.setTimeout(() => equalizeNodeSizes(root, 'height'), EQUAL_HEIGHT_MS) : undefined;
    return () => {
      window.clearTimeout(width);
      window.clearTimeout(height);
    };
  }, [signature, data, type]);

  // Object URLs of old pictures are released.
  useEffect(() => {
    const url = image?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [image]);

  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  async function drawPng(): Promise<Blob> {
    // One frame for the loading text to show before the page is busy drawing.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const root = treeRef.current;
    if (!root) throw new Error('Diagram belum tampil');
    equalizeNodeSizes(root, 'width');
    if (type === 'cascading') equalizeNodeSizes(root, 'height');
    return renderDiagramPng(root, pixelRatio);
  }

  async function renderImage() {
    setBusy('render');
    try {
      const blob = await drawPng();
      setImage({ url: URL.createObjectURL(blob), blob, signature, pixelRatio });
      setTextView(false);
    } catch (error) {
      console.error('Render diagram gagal', error);
      showAlert({ title: 'Gagal', message: MESSAGE_EXPORT_GAGAL });
    } finally {
      setBusy(null);
    }
  }

  async function exportImage() {
    setBusy('export');
    try {
      const blob = currentImage && currentImage.pixelRatio === pixelRatio ? currentImage.blob : await drawPng();
      downloadBlob(blob, exportFileName(unitName));
    } catch (error) {
      console.error('Export diagram gagal', error);
      showAlert({ title: 'Gagal', message: MESSAGE_EXPORT_GAGAL });
    } finally {
      setBusy(null);
    }
  }

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

  const empty = data !== undefined && data.sasaran_strategis_rpjmd.length === 0;

  return (
    <div
      className={maximized ? classes.maximized : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && maximized) setMaximized(false);
      }}
    >
      <Stack gap="sm">
        {unit.canChoose ? (
          unitChooser === 'public' ? (
            <Select
              label="Satuan Kerja"
              data={unit.publicUnits.data ?? []}
              value={unit.satuanKerjaId ?? null}
              onChange={unit.setUnit}
              searchable
              allowDeselect={false}
              maw={480}
              placeholder={unit.publicUnits.isPending ? 'Sedang memuat data...' : 'Pilih satuan kerja'}
            />
          ) : (
            <OptionSelect
              endpoint="/option/satuan-kerja"
              params={unit.isSetda ? { satuan_kerja_id: SATKER_SETDA_ID } : {}}
              valueKey="satuan_kerja_id"
              labelKey="satuan_kerja_nama"
              label="Satuan Kerja"
              value={unit.satuanKerjaId ?? data?.satuan_kerja?.satuan_kerja_id ?? null}
              onChange={(value) => unit.setUnit(value)}
            />
          )
        ) : null}

        <Group gap="md" wrap="wrap">
          {enableCapaianIcons ? (
            <Switch label="Tampilkan icon capaian" checked={showCapaian} onChange={(e) => setShowCapaian(e.currentTarget.checked)} />
          ) : null}
          {enableEditIcons ? (
            <Switch label="Tampilkan icon edit kinerja" checked={showEdit} onChange={(e) => setShowEdit(e.currentTarget.checked)} />
          ) : null}
          <Switch
            label="Tampilkan cross cutting"
            checked={globalCross}
            onChange={(e) => {
              setGlobalCross(e.currentTarget.checked);
              setCrossToggles(new Map());
            }}
          />
          {currentImage ? (
            <Switch label="Tampilkan dalam bentuk teks" checked={textView} onChange={(e) => setTextView(e.currentTarget.checked)} />
          ) : null}
        </Group>

        <Group gap="xs" wrap="wrap" align="flex-end">
          {showOption ? (
            <NumberInput
              label="Pixel ratio"
              value={pixelRatio}
              onChange={(v) => setPixelRatio(typeof v === 'number' && v > 0 ? v : 1)}
              step={0.1}
              min={0.1}
              max={10}
              decimalScale={1}
              w={120}
            />
          ) : null}
          <Button leftSection={<IconPhoto size={16} aria-hidden />} onClick={() => void renderImage()}
            loading={busy === 'render'} disabled={!data || empty || busy !== null}>
            Render gambar
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportImage()}
            loading={busy === 'export'} disabled={!data || empty || busy !== null}>
            Export
          </Button>
          <Button variant="default" leftSection={maximized ? <IconMinimize size={16} aria-hidden /> : <IconMaximize size={16} aria-hidden />}
            onClick={() => setMaximized((m) => !m)}>
            {maximized ? 'Minimize' : 'Maximize'}
          </Button>
        </Group>

        {busy !== null ? <LoadingText /> : null}
        {tree.isPending && !unit.waiting ? <LoadingText /> : null}
        {unit.waiting ? <LoadingText /> : null}
        {tree.isError ? (
          <Alert color="red" title="Gagal">
            Data cascading tidak dapat dimuat.
          </Alert>
        ) : null}
        {empty ? <Text c="dimmed">Data tidak ditemukan</Text> : null}

        {showImage ? (
          <Suspense fallback={<LoadingText />}>
            <ImageViewer src={currentImage.url} alt={`Diagram cascading ${unitName}`} />
          </Suspense>
        ) : null}

        {data && !empty ? (
          <DiagramContext.Provider value={options}>
            <div className={showImage ? classes.offscreen : classes.stage} aria-hidden={showImage || undefined} inert={showImage}>
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
