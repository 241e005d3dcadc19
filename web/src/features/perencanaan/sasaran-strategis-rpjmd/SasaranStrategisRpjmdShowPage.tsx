import { Anchor, Button, List, Paper, Stack, Text } from '@mantine/core';
import { can, formatPercent, formatRupiah, POLARITAS_LABELS, type SasaranStrategisRpjmdDetail } from '@sakip/domain';
import { IconArrowsShuffle, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCrudDetail } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { HistoryTimeline } from '../../../components/crud/HistoryTimeline';
import { ShowFields } from '../../../components/crud/ShowField';
import { TitledPanel } from '../../../components/crud/TitledPanel';
import { useDeleteAction } from '../../../components/crud/use-delete-action';
import { LoadingText } from '../../../components/LoadingText';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import { PageHeader } from '../../../components/PageHeader';
import { numberText, PerTahunTable, ssPdAsChild } from '../rpjmd/PerTahun';
import { GROUP } from './SasaranStrategisRpjmdForm';

type Detail = SasaranStrategisRpjmdDetail;

function PerbandinganTable({ row }: { row: Detail }) {
  return (
    <ReadonlyTable
      striped
      aria-label="Perbandingan realisasi"
      minWidth={560}
      rows={row.perbandingan}
      rowKey={(p) => p.tahun}
      columns={[
        { header: 'Tahun', cell: (p) => p.tahun },
        { header: 'Terhadap tahun sebelumnya', cell: (p) => p.perbandingan_realisasi_tahun },
        { header: 'Terhadap target', cell: (p) => p.perbandingan_realisasi_target },
      ]}
    />
  );
}

/** The goal's fields: where it hangs in the RPJMD tree, its capaian, the national average, efficiency. */
function detailFields(row: Detail) {
  const efisiensi = row.efisiensi_sumber_daya;
  return [
    { label: 'Periode', value: `${row.tahun_awal}-${row.tahun_akhir}` },
    { label: 'Misi', value: `${row.misi.nomor}. ${row.misi.misi}` },
    { label: 'Tujuan', value: `${row.tujuan.nomor}. ${row.tujuan.tujuan}` },
    { label: 'Sasaran strategis', value: `${row.sasaran_strategis.nomor}. ${row.sasaran_strategis.sasaran}` },
    { label: 'Indikator', value: row.indikator },
    { label: 'Satuan', value: row.satuan },
    { label: 'Polaritas', value: POLARITAS_LABELS[row.polaritas] },
    { label: 'Capaian tahun ini', value: formatPercent(row.capaian) },
    { label: 'Rata-rata nasional', value: numberText(row.rata_nasional) },
    { label: 'Perbandingan dengan rata-rata nasional', value: row.perbandingan_rata_nasional },
    {
      label: 'Efisiensi sumber daya',
      value:
        efisiensi.persen === null
          ? '-'
          : `${formatPercent(efisiensi.persen)} (${formatRupiah(efisiensi.nominal ?? 0)} dari pagu ${formatRupiah(efisiensi.pagu)})`,
    },
    { label: 'Keterangan', value: row.keterangan ?? '-' },
  ];
}

/** The cross-cutting goals under this goal, each linking to its page. */
function CrossCuttingList({ rows }: { rows: Detail['kinerja_cross_cutting'] }) {
  return rows.length === 0 ? (
    <Text size="sm">Belum ada kinerja cross cutting</Text>
  ) : (
    <List size="sm" spacing={4}>
      {rows.map((k) => (
        <List.Item key={k.id}>
          <Anchor component={Link} to={`/kinerja-cross-cutting/${k.id}`} size="sm">
            {k.sasaran}
          </Anchor>{' '}
          — {k.indikator}
        </List.Item>
      ))}
    </List>
  );
}

/** /sasaran-strategis-rpjmd/:id: the goal, its years, comparisons, SS-PD, cross cutting and history. */
export default function SasaranStrategisRpjmdShowPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { user } = useSession();
  const detail = useCrudDetail<Detail>(GROUP, id);
  const mayWrite = can(user, 'write', GROUP);
  const onDelete = useDeleteAction<Detail>(
    GROUP,
    (r) => `Hapus sasaran strategis RPJMD "${r.indikator}"?`,
    () => void navigate(`/${GROUP}`),
  );
  const row = detail.data;

  if (detail.isPending) return <LoadingText />;
  if (!row) return <Text>Data tidak ditemukan</Text>;

  return (
    <>
      <PageHeader
        actions={
          <>
            <Button
              component={Link}
              to={`/${GROUP}/${id}/sasaran-strategis-pd-cross`}
              variant="light"
              leftSection={<IconArrowsShuffle size={16} />}
            >
              SS-PD Cross Cutting
            </Button>
            {mayWrite ? (
              <>
                <Button component={Link} to={`/${GROUP}/${id}/edit`} leftSection={<IconPencil size={16} />}>
                  Ubah
                </Button>
                <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(row)}>
                  Hapus
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <ShowFields items={detailFields(row)} />
        </Paper>
        <TitledPanel title="Target dan Realisasi">
          <PerTahunTable record={row} satuan={row.satuan} />
        </TitledPanel>
        <TitledPanel title="Perbandingan Realisasi">
          <PerbandinganTable row={row} />
        </TitledPanel>
        <TitledPanel title="Sasaran Strategis PD">
          <ChildrenTable
            rows={[...row.sasaran_strategis_pd, ...row.sasaran_strategis_pd_cross].map(ssPdAsChild)}
            childGroup="sasaran-strategis-pd"
            emptyText="Belum ada sasaran strategis PD"
            withUnit
          />
        </TitledPanel>
        <TitledPanel title="Kinerja Cross Cutting">
          <CrossCuttingList rows={row.kinerja_cross_cutting} />
        </TitledPanel>
        <HistoryTimeline group={GROUP} id={id} />
      </Stack>
    </>
  );
}
