import { Button, Group, NumberInput, Select, Switch } from '@mantine/core';
import { SATKER_SETDA_ID } from '@sakip/domain/satuan-kerja';
import { IconDownload, IconMaximize, IconMinimize, IconPhoto } from '@tabler/icons-react';
import { OptionSelect } from '../../components/OptionSelect';
import type { DiagramView } from './use-diagram-view';
import type { UnitChoice, UnitChooser } from './use-unit-choice';

/** The unit picker: the public list of units, or the option list (setda: its biro). */
export function DiagramUnitPicker({
  chooser,
  unit,
  shownUnitId,
}: {
  chooser: UnitChooser;
  unit: UnitChoice;
  /** The unit the tree shows (when none is chosen yet). */
  shownUnitId: string | null;
}) {
  if (!unit.canChoose) return null;
  if (chooser === 'public') {
    return (
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
    );
  }
  return (
    <OptionSelect
      endpoint="/option/satuan-kerja"
      params={unit.isSetda ? { satuan_kerja_id: SATKER_SETDA_ID } : {}}
      valueKey="satuan_kerja_id"
      labelKey="satuan_kerja_nama"
      label="Satuan Kerja"
      value={unit.satuanKerjaId ?? shownUnitId}
      onChange={(value) => unit.setUnit(value)}
    />
  );
}

/** The switches of what the diagram shows. */
export function DiagramSwitches({
  view,
  enableCapaianIcons,
  enableEditIcons,
  hasImage,
}: {
  view: DiagramView;
  enableCapaianIcons: boolean;
  enableEditIcons: boolean;
  hasImage: boolean;
}) {
  return (
    <Group gap="md" wrap="wrap">
      {enableCapaianIcons ? (
        <Switch
          label="Tampilkan icon capaian"
          checked={view.showCapaian}
          onChange={(e) => view.setShowCapaian(e.currentTarget.checked)}
        />
      ) : null}
      {enableEditIcons ? (
        <Switch
          label="Tampilkan icon edit kinerja"
          checked={view.showEdit}
          onChange={(e) => view.setShowEdit(e.currentTarget.checked)}
        />
      ) : null}
      <Switch
        label="Tampilkan cross cutting"
        checked={view.globalCross}
        onChange={(e) => view.setGlobalCross(e.currentTarget.checked)}
      />
      {hasImage ? (
        <Switch
          label="Tampilkan dalam bentuk teks"
          checked={view.textView}
          onChange={(e) => view.setTextView(e.currentTarget.checked)}
        />
      ) : null}
    </Group>
  );
}

/** Pixel ratio (?showOption=true), Render gambar, Export and Maximize. */
export function DiagramActions({
  busy,
  pixelRatio,
  setPixelRatio,
  view,
  showOption,
  disabled,
  onRender,
  onExport,
}: {
  busy: 'render' | 'export' | null;
  pixelRatio: number;
  setPixelRatio: (ratio: number) => void;
  view: DiagramView;
  showOption: boolean;
  /** No tree to draw yet (loading or empty). */
  disabled: boolean;
  onRender: () => void;
  onExport: () => void;
}) {
  const idle = busy === null;
  return (
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
      <Button
        leftSection={<IconPhoto size={16} aria-hidden />}
        onClick={onRender}
        loading={busy === 'render'}
        disabled={disabled || !idle}
      >
        Render gambar
      </Button>
      {/* Export renders the picture itself when none exists yet: an outlined button, not a faded one
          that reads as disabled (issue 10 item 14). */}
      <Button
        variant="default"
        title="Unduh diagram sebagai gambar PNG"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onExport}
        loading={busy === 'export'}
        disabled={disabled || !idle}
      >
        Export
      </Button>
      <Button
        variant="default"
        leftSection={view.maximized ? <IconMinimize size={16} aria-hidden /> : <IconMaximize size={16} aria-hidden />}
        onClick={() => view.setMaximized((m) => !m)}
      >
        {view.maximized ? 'Minimize' : 'Maximize'}
      </Button>
    </Group>
  );
}
