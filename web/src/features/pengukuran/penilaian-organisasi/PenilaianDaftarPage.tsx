import { Anchor, Paper, Table } from '@mantine/core';
import { formatNumber, penilaianOrganisasiReport } from '@sakip/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { ExportButton } from '../../../components/crud/ExportButton';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { TablePagination } from '../../../components/TablePagination';
import { usePenilaianList, type PenilaianRow } from './api';
import { BobotPanel } from './BobotPanel';

const PER_PAGE = 50;
const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, 2));
const NUM = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** One unit: rank, name (to its detail), final value and each part; the viewer's own unit highlighted. */
function PenilaianRowView({ r, own }: { r: PenilaianRow; own: string | null }) {
  return (
    <Table.Tr
      bg={r.satuan_kerja_id === own ? 'yellow.1' : undefined}
      aria-current={r.satuan_kerja_id === own ? 'true' : undefined}
    >
      <Table.Td>{r.rank}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/penilaian-kinerja-organisasi/${encodeURIComponent(r.satuan_kerja_id)}`}>
          {r.satuan_kerja_nama}
        </Anchor>
      </Table.Td>
      <Table.Td style={NUM} fw={700}>
        {angka(r.nilai)}
      </Table.Td>
      <Table.Td style={NUM}>{angka(r.capaian_iku)}</Table.Td>
      <Table.Td style={NUM}>{angka(r.rapor)}</Table.Td>
      <Table.Td style={NUM}>{angka(r.lke)}</Table.Td>
      <Table.Td style={NUM}>{angka(r.nilai_jenjang)}</Table.Td>
      <Table.Td style={NUM}>{angka(r.efisiensi)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * /penilaian-kinerja-organisasi-daftar (DOMAIN-2 §5): every unit ranked by the yearly composite,
 * with each part; the unit opens its detail. The weights panel above (super edits them).
 */
export default function PenilaianDaftarPage() {
  const tahun = useYear('auth');
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const { data, isLoading } = usePenilaianList({ page, per_page: PER_PAGE });
  const rows = data?.data ?? [];
  const own = user?.satuan_kerja_id ?? null;
  return (
    <>
      <PageHeader
        title={penilaianOrganisasiReport.title}
        description={`Tahun ${tahun}. ${penilaianOrganisasiReport.description ?? ''}`}
        actions={
          <ExportButton
            path={`${penilaianOrganisasiReport.apiPath}/export`}
            query={{}}
            fileName={`penilaian-kinerja-organisasi-${tahun}.xlsx`}
          />
        }
      />
      <BobotPanel />
      <Paper withBorder radius="md" p="md">
        {isLoading ? (
          <LoadingText />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table withTableBorder withColumnBorders fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  {penilaianOrganisasiReport.columns.map((c) => (
                    <Table.Th key={c.key}>{c.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>{penilaianOrganisasiReport.emptyText}</Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((r) => <PenilaianRowView key={r.satuan_kerja_id} r={r} own={own} />)
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <TablePagination
          page={page}
          perPage={PER_PAGE}
          total={data?.total ?? 0}
          shown={rows.length}
          onChange={setPage}
        />
      </Paper>
    </>
  );
}
