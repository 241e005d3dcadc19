import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { can, formatRupiahDecimal, PK_JENIS, type PkAgreementDetail, type PkJenis } from '@sakip/domain';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { LoadingText } from '../../../components/LoadingText';
import { ReadonlyTable, type ReadonlyColumn } from '../../../components/ReadonlyTable';
import { PageHeader } from '../../../components/PageHeader';
import { SignatoryCard } from '../../../components/SignatoryCard';
import { downloadPkPdf, downloadPkScan, usePkDetail } from './api';
import { ScanUpload, StatusUpload } from './PerjanjianKinerjaPage';

/** Both attachment tables of the agreement look alike. */
const ATTACHMENT_TABLE = { striped: true, withTableBorder: true, fz: 'sm', minWidth: 640 } as const;
const NO_COLUMN: ReadonlyColumn<unknown> = { header: 'No', width: 48, cell: (_row, i) => i + 1 };
const SASARAN_COLUMNS: ReadonlyColumn<PkAgreementDetail['sasaran'][number]>[] = [
  { header: 'Sasaran', cell: (s) => s.sasaran },
  { header: 'Indikator', cell: (s) => s.indikator },
  { header: 'Target', cell: (s) => s.target },
];

/** /perjanjian-kinerja/{id}?jenis=: one agreement, its parties and its attachment tables. */
export default function PerjanjianKinerjaDetailPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const raw = params.get('jenis') ?? 'sasaranStrategisPd';
  const jenis: PkJenis = (PK_JENIS as readonly string[]).includes(raw) ? (raw as PkJenis) : 'sasaranStrategisPd';
  const { user } = useSession();
  const { data, isPending, isError } = usePkDetail(jenis, id);
  const d = data?.data;
  if (isPending) return <LoadingText />;
  if (isError || !d) return <Text>Data perjanjian kinerja tidak ditemukan</Text>;
  const total = d.anggaran.reduce((s, a) => s + a.anggaran, 0);
  return (
    <>
      <PageHeader
        title={`Perjanjian Kinerja Tahun ${d.tahun}`}
        description={`${d.pihak_pertama.jabatan} — ${d.satuan_kerja_nama}`}
        actions={
          <Group gap="xs">
            <Button
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => void downloadPkPdf(d.jenis, d.id)}
            >
              Unduh PDF
            </Button>
            {d.scan ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void downloadPkScan(d.jenis, d.id)}
              >
                Unduh Scan
              </Button>
            ) : null}
            {user && can(user, 'write', 'perjanjian-kinerja') ? <ScanUpload row={d} /> : null}
          </Group>
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SignatoryCard label="PIHAK PERTAMA" party={d.pihak_pertama} p="md" />
          <SignatoryCard label="PIHAK KEDUA" party={d.pihak_kedua} p="md" />
        </SimpleGrid>
        <Group>
          <Text size="sm" fw={600}>
            Status Unggah PK:
          </Text>
          <StatusUpload row={d} />
        </Group>
        <Title order={2} size="h4">
          Lampiran: Sasaran, Indikator dan Target
        </Title>
        <ReadonlyTable
          {...ATTACHMENT_TABLE}
          rows={d.sasaran}
          rowKey={(_s, i) => i}
          columns={[NO_COLUMN, ...SASARAN_COLUMNS]}
        />
        {d.anggaran.length > 0 ? (
          <>
            <Title order={2} size="h4">
              Lampiran: Anggaran
            </Title>
            <ReadonlyTable
              {...ATTACHMENT_TABLE}
              rows={d.anggaran}
              rowKey={(_a, i) => i}
              columns={[
                NO_COLUMN,
                { header: d.anggaran_label, cell: (a) => a.nama },
                { header: 'Anggaran (Rp)', align: 'right', cell: (a) => formatRupiahDecimal(a.anggaran) },
                { header: 'Keterangan', cell: () => 'APBD' },
              ]}
              extraRows={
                <Table.Tr>
                  <Table.Td colSpan={2} fw={700}>
                    Jumlah
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatRupiahDecimal(total)}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              }
            />
          </>
        ) : null}
      </Stack>
    </>
  );
}
