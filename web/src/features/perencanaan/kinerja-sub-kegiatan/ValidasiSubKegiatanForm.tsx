import { Stack, Text } from '@mantine/core';
import type { KinerjaSubKegiatanRecord } from '@sakip/domain';
import { ValidasiBappedaForm } from '../validasi-bappeda/ValidasiBappedaForm';

/** Bappeda's decision on one sub kegiatan: validated, or sent back with a note (required then). */
export function ValidasiSubKegiatanForm({ record, onDone }: { record: KinerjaSubKegiatanRecord; onDone: () => void }) {
  return (
    <ValidasiBappedaForm
      path={`/kinerja-sub-kegiatan/${record.id}/validasi`}
      // The validation list and the unit's own lists show the status.
      refresh={{ predicate: (q) => String(q.queryKey[0]).startsWith('kinerja-sub-kegiatan') }}
      name="Formulir validasi kinerja sub kegiatan"
      summary={
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {record.sub_kegiatan.kode} {record.sub_kegiatan.nama}
          </Text>
          <Text size="sm">{record.indikator}</Text>
          <Text size="xs" c="dimmed">
            {record.satuan_kerja_nama}
          </Text>
        </Stack>
      }
      record={record}
      onDone={onDone}
    />
  );
}
