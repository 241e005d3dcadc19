import { Button, Paper, Text, Title } from '@mantine/core';
import { formatPercent, type SasaranStrategisPdDetail } from '@sakip/domain';
import { IconArrowsCross } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { CrudShowPage } from '../../../components/crud/CrudShowPage';
import { ShowFields } from '../../../components/crud/ShowField';
import { TitledPanel } from '../../../components/crud/TitledPanel';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import { usePerencanaanRecordLock } from '../validasi-perencanaan/PerencanaanLock';
import { confirmText } from './SasaranStrategisPdListPage';
import { GROUP, numberText } from './shared';

const K = [1, 2, 3, 4, 5] as const;
type Tahun = (typeof K)[number];

function PerTahunTable({ row }: { row: SasaranStrategisPdDetail }) {
  return (
    <ReadonlyTable<Tahun>
      striped
      aria-label="Target dan realisasi per tahun"
      minWidth={520}
      rows={K}
      rowKey={(k) => k}
      columns={[
        { header: 'Tahun', cell: (k) => row.tahun_awal + k - 1 },
        { header: 'Target', align: 'right', cell: (k) => numberText(row[`target_${k}`]) },
        { header: 'Realisasi', align: 'right', cell: (k) => numberText(row[`realisasi_${k}`]) },
        { header: 'Capaian', align: 'right', cell: (k) => formatPercent(row[`capaian_${k}`]) },
      ]}
    />
  );
}

function TriwulanTable({ row }: { row: SasaranStrategisPdDetail }) {
  if (row.triwulan.length === 0) return <Text size="sm">Belum ada target triwulan</Text>;
  return (
    <ReadonlyTable
      striped
      aria-label="Target dan realisasi per triwulan"
      minWidth={520}
      rows={row.triwulan}
      rowKey={(tw) => tw.id}
      columns={[
        { header: 'Tahun', cell: (tw) => tw.tahun },
        { header: 'Triwulan', cell: (tw) => `TW ${tw.triwulan}` },
        { header: 'Target', align: 'right', cell: (tw) => numberText(tw.target) },
        { header: 'Realisasi', align: 'right', cell: (tw) => numberText(tw.realisasi) },
        { header: 'Capaian', align: 'right', cell: (tw) => formatPercent(tw.capaian) },
      ]}
    />
  );
}

const yaTidak = (v: boolean) => (v ? 'Ya' : 'Tidak');

/** /sasaran-strategis-pd/:id: the goal, its targets, its programs (own and cross) and its history. */
export default function SasaranStrategisPdShowPage() {
  return (
    <CrudShowPage<SasaranStrategisPdDetail>
      group={GROUP}
      confirmText={confirmText}
      useWriteLock={usePerencanaanRecordLock}
    >
      {(row, id) => (
        <>
          <Paper withBorder radius="md" p="md">
            <ShowFields
              items={[
                { label: 'Satuan kerja', value: row.satuan_kerja_nama },
                { label: 'Sasaran strategis RPJMD', value: row.sasaran_strategis_rpjmd.sasaran },
                { label: 'Indikator RPJMD', value: row.sasaran_strategis_rpjmd.indikator },
                { label: 'Sasaran', value: row.sasaran_strategis_satker },
                { label: 'IKU', value: row.iku },
                { label: 'Satuan', value: row.satuan },
                { label: 'Polaritas', value: row.polaritas === 'turun' ? 'Turun' : 'Naik' },
                { label: 'Baseline', value: numberText(row.baseline) },
                { label: 'Rata-rata nasional', value: numberText(row.rata_nasional) },
                { label: 'Pengampu', value: row.pengampu },
                { label: 'Status upload PK', value: yaTidak(row.status_upload_pk) },
                { label: 'SKP', value: yaTidak(row.skp) },
                { label: 'Kinerja Direktur RSUD', value: yaTidak(row.is_kinerja_direktur_rsud) },
                { label: 'Narasi definisi operasional', value: row.do_narasi },
                { label: 'Rumus', value: row.do_rumus },
                { label: 'Keterangan', value: row.do_keterangan },
                { label: 'Sumber data', value: row.do_sumber },
              ]}
            />
          </Paper>
          <TitledPanel title={`Target per Tahun (${row.tahun_awal}-${row.tahun_akhir})`}>
            <PerTahunTable row={row} />
            <Title order={3} fz="h5" mt="md" mb="sm">
              Target per Triwulan
            </Title>
            <TriwulanTable row={row} />
          </TitledPanel>
          <TitledPanel title="Kinerja Program">
            <ChildrenTable
              rows={[...row.kinerja_program, ...row.kinerja_program_cross]}
              childGroup="kinerja-program"
              emptyText="Belum ada kinerja program"
              withUnit
            />
            <Button
              mt="sm"
              variant="light"
              component={Link}
              to={`/${GROUP}/${id}/kinerja-program-cross`}
              leftSection={<IconArrowsCross size={16} aria-hidden />}
            >
              Kinerja Program Cross Cutting
            </Button>
          </TitledPanel>
        </>
      )}
    </CrudShowPage>
  );
}
