import { Stack, Text } from '@mantine/core';
import { formatDate, type KamusIndikatorRecord } from '@sakip/domain';
import { useRiwayat } from '../../../api/crud';
import { HistoryList } from '../../../components/crud/HistoryTimeline';
import { ShowFields } from '../../../components/crud/ShowField';
import { LoadingText } from '../../../components/LoadingText';
import { GROUP } from './kamus-form';

/** The validation status as a coloured word (a Badge is cut short in a narrow column). */
export function StatusBadge({ row }: { row: KamusIndikatorRecord }) {
  const [text, color] = row.status_validasi
    ? ['Tervalidasi', 'green.8']
    : row.catatan_validasi
      ? ['Dikembalikan', 'red.8']
      : ['Belum Tervalidasi', 'dimmed'];
  return (
    <Text size="sm" fw={600} c={color}>
      {text}
    </Text>
  );
}

/** One entry with its validation and its change history (the detail modal). */
export function KamusDetail({ record }: { record: KamusIndikatorRecord }) {
  const riwayat = useRiwayat(GROUP, record.id);
  return (
    <Stack gap="md">
      <ShowFields
        items={[
          { label: 'Satuan kerja', value: record.satuan_kerja_nama },
          {
            label: 'Sub kegiatan',
            value: record.sub_kegiatan ? `${record.sub_kegiatan.kode} ${record.sub_kegiatan.nama}` : null,
          },
          { label: 'Indikator Output', value: record.indikator_output },
          { label: 'Indikator Sub Kegiatan Versi Kemendagri', value: record.indikator_kemendagri },
          { label: 'Satuan', value: record.satuan },
          { label: 'Fungsional', value: record.is_fungsional ? 'Ya' : 'Tidak' },
          { label: 'Keterangan', value: record.keterangan },
          { label: 'Status validasi', value: <StatusBadge row={record} /> },
          { label: 'Catatan validasi', value: record.catatan_validasi },
          {
            label: 'Divalidasi',
            value: record.validasi_at
              ? `${record.validasi_nama ?? '-'} · ${formatDate(record.validasi_at, true)}`
              : null,
          },
        ]}
      />
      <Text fw={600}>Riwayat Perubahan</Text>
      {riwayat.isPending ? <LoadingText /> : <HistoryList records={riwayat.data ?? []} />}
    </Stack>
  );
}
