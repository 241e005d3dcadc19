import { List, Stack, Text, Title } from '@mantine/core';
import type { KinerjaRingkas } from '@sakip/domain';
import { LoadingText } from '../../../components/LoadingText';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import { formatNilai } from '../tree-model';
import { useKinerjaLangkahAksi, useKinerjaWakilDirektur } from './api';

const EMPTY = 'Data tidak ditemukan';

function target(row: { target: number | null; satuan: string }) {
  return row.target === null ? '-' : `${formatNilai(row.target)} ${row.satuan}`;
}

/** The hospital director's program and the kegiatan its deputy directors carry. */
export function KinerjaWakilDirekturModal({ kinerjaProgramId }: { kinerjaProgramId: number }) {
  const { data, isPending, isError } = useKinerjaWakilDirektur(kinerjaProgramId);
  if (isPending) return <LoadingText />;
  if (isError) return <Text size="sm">{EMPTY}</Text>;
  const kp = data.kinerjaProgram;
  return (
    <Stack gap="sm">
      <div>
        <Text size="xs" c="dimmed">
          Program
        </Text>
        <Text fw={600}>{kp.program.nama}</Text>
        <Text size="sm">
          {kp.sasaran} — {kp.indikator} ({target(kp)})
        </Text>
      </div>
      <Title order={3} size="h5">
        Kinerja Wakil Direktur
      </Title>
      <KinerjaTable
        caption="Kinerja Wakil Direktur"
        first="Kegiatan"
        rows={kp.kinerja_kegiatan.map((k) => ({ ...k, nama: k.kegiatan.nama }))}
      />
    </Stack>
  );
}

function KinerjaTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: (KinerjaRingkas & { nama: string })[];
}) {
  if (rows.length === 0) return <Text size="sm">{EMPTY}</Text>;
  return (
    <ReadonlyTable
      striped
      withTableBorder
      caption={caption}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { header: first, cell: (r) => r.nama },
        { header: 'Sasaran', cell: (r) => r.sasaran },
        { header: 'Indikator', cell: (r) => r.indikator },
        { header: 'Target', cell: target },
        { header: 'Capaian', cell: (r) => (r.capaian === null ? '-' : `${formatNilai(r.capaian)}%`) },
        { header: 'Pengampu', cell: (r) => r.pengampu },
      ]}
    />
  );
}

/** The action steps under a program's sub-activities, with each member's target. */
export function KinerjaLangkahAksiModal({ kinerjaProgramId }: { kinerjaProgramId: number }) {
  const { data, isPending, isError } = useKinerjaLangkahAksi(kinerjaProgramId);
  if (isPending) return <LoadingText />;
  if (isError || data.kinerjaLangkahAksi.length === 0) return <Text size="sm">{EMPTY}</Text>;
  return (
    <ReadonlyTable
      striped
      withTableBorder
      caption="Kinerja Langkah Aksi"
      rows={data.kinerjaLangkahAksi}
      rowKey={(la) => la.id}
      columns={[
        { header: 'Sub Kegiatan', cell: (la) => la.sub_kegiatan.nama },
        { header: 'Langkah Aksi', cell: (la) => la.sasaran },
        { header: 'Indikator', cell: (la) => la.indikator },
        { header: 'Target', cell: target },
        { header: 'Tim Kerja', cell: (la) => la.tim_kerja?.nama ?? '-' },
        {
          header: 'Anggota',
          cell: (la) =>
            la.tim_kerja_anggota.length === 0 ? (
              '-'
            ) : (
              <List size="sm">
                {la.tim_kerja_anggota.map((a) => (
                  <List.Item key={a.id}>
                    {a.nama_pegawai_anggota} ({target(a)})
                  </List.Item>
                ))}
              </List>
            ),
        },
      ]}
    />
  );
}
