import { Button, Paper, Table, Text, Title } from '@mantine/core';
import { formatPercent, type SasaranStrategisPdDetail } from '@sakip/domain';
import { IconArrowsCross } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { CrudShowPage } from '../../../components/crud/CrudShowPage';
import { ShowFields } from '../../../components/crud/ShowField';
import { usePerencanaanRecordLock } from '../validasi-perencanaan/PerencanaanLock';
import { confirmText } from './SasaranStrategisPdListPage';
import { GROUP, numberText } from './shared';

const K = [1, 2, 3, 4, 5] as const;

function PerTahunTable({ row }: { row: SasaranStrategisPdDetail }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Target dan realisasi per tahun">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tahun</Table.Th>
            <Table.Th ta="right">Target</Table.Th>
            <Table.Th ta="right">Realisasi</Table.Th>
            <Table.Th ta="right">Capaian</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {K.map((k) => (
            <Table.Tr key={k}>
              <Table.Td>{row.tahun_awal + k - 1}</Table.Td>
              <Table.Td ta="right">{numberText(row[`target_${k}`])}</Table.Td>
              <Table.Td ta="right">{numberText(row[`realisasi_${k}`])}</Table.Td>
              <Table.Td ta="right">{formatPercent(row[`capaian_${k}`])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TriwulanTable({ row }: { row: SasaranStrategisPdDetail }) {
  if (row.triwulan.length === 0) return <Text size="sm">Belum ada target triwulan</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Target dan realisasi per triwulan">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tahun</Table.Th>
            <Table.Th>Triwulan</Table.Th>
            <Table.Th ta="right">Target</Table.Th>
            <Table.Th ta="right">Realisasi</Table.Th>
            <Table.Th ta="right">Capaian</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row.triwulan.map((tw) => (
            <Table.Tr key={tw.id}>
              <Table.Td>{tw.tahun}</Table.Td>
              <Table.Td>TW {tw.triwulan}</Table.Td>
              <Table.Td ta="right">{numberText(tw.target)}</Table.Td>
              <Table.Td ta="right">{numberText(tw.realisasi)}</Table.Td>
              <Table.Td ta="right">{formatPercent(tw.capaian)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="h4" mb="sm">
              Target per Tahun ({row.tahun_awal}-{row.tahun_akhir})
            </Title>
            <PerTahunTable row={row} />
            <Title order={3} fz="h5" mt="md" mb="sm">
              Target per Triwulan
            </Title>
            <TriwulanTable row={row} />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="h4" mb="sm">
              Kinerja Program
            </Title>
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
          </Paper>
        </>
      )}
    </CrudShowPage>
  );
}
