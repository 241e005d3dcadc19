import { Badge, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UnitOption } from './api';

/** What the node buttons stand for: readable without hovering (touch screens, citizens). */
const NODE_BUTTONS: [string, string][] = [
  ['RA', 'Rencana Aksi'],
  ['RRA', 'Realisasi Rencana Aksi'],
  ['DO', 'Definisi Operasional'],
  ['PK', 'Perjanjian Kinerja (PDF)'],
  ['CC', 'Tampilkan/sembunyikan cross cutting'],
  ['K', 'Kamus Indikator'],
  ['Ex', 'Kinerja eksternal'],
];

/** The visible legend of the diagram's node buttons. */
export function DiagramLegend({ showCapaianIcons }: { showCapaianIcons: boolean }) {
  return (
    <Group gap="xs" wrap="wrap" role="note" aria-label="Keterangan tombol diagram" data-testid="diagram-legend">
      <Text size="xs" fw={600}>
        Keterangan:
      </Text>
      {NODE_BUTTONS.map(([code, meaning]) => (
        <Group key={code} gap={4} wrap="nowrap">
          <Badge size="sm" variant="outline" radius="sm" color="dark">
            {code}
          </Badge>
          <Text size="xs">{meaning}</Text>
        </Group>
      ))}
      {showCapaianIcons ? (
        <Text size="xs" c="dimmed">
          Ikon kuning/merah: kinerja tidak tercapai atau CSF gagal; centang hijau: solusi kinerja.
        </Text>
      ) : null}
    </Group>
  );
}

export const MESSAGE_PILIH_SATKER = 'Pilih satuan kerja untuk menampilkan diagram.';
export const MESSAGE_TANPA_BAYANGAN = 'Belum ada satuan kerja yang memiliki kinerja bayangan pada tahun ini.';

/** The public display before a unit is chosen: the prompt, and which units have data in the bayangan view. */
export function UnitPrompt({ bayangan, units }: { bayangan: boolean; units: UseQueryResult<UnitOption[]> }) {
  const list = units.data ?? [];
  return (
    <Text c="dimmed" data-testid="unit-prompt">
      {MESSAGE_PILIH_SATKER}
      {bayangan && units.isSuccess
        ? list.length === 0
          ? ` ${MESSAGE_TANPA_BAYANGAN}`
          : ` Satuan kerja yang memiliki kinerja bayangan: ${list.map((u) => u.label).join(', ')}.`
        : null}
    </Text>
  );
}
