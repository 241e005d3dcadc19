import { Anchor, Paper, Table, Text } from '@mantine/core';
import { BULAN, formatPercent, formatRupiah, TRIWULAN, type KinerjaLangkahAksiDetail } from '@sakip/domain';
import { Link } from 'react-router';
import { CrudShowPage } from '../../../components/crud/CrudShowPage';
import { ShowFields } from '../../../components/crud/ShowField';
import { TitledPanel } from '../../../components/crud/TitledPanel';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import { usePerencanaanRecordLock } from '../validasi-perencanaan/PerencanaanLock';
import { confirmText, GROUP, numberText } from './shared';

function AnggotaTable({ row }: { row: KinerjaLangkahAksiDetail }) {
  if (row.tim_kerja_anggota.length === 0) return <Text size="sm">Belum ada target anggota</Text>;
  return (
    <ReadonlyTable
      striped
      aria-label="Target anggota tim"
      minWidth={520}
      rows={row.tim_kerja_anggota}
      rowKey={(a) => a.id}
      columns={[
        { header: 'Nama pegawai', cell: (a) => a.nama_pegawai_anggota },
        { header: 'NIP', cell: (a) => a.nip },
        {
          header: 'Target',
          align: 'right',
          cell: (a) => (
            <>
              {numberText(a.target)} {a.satuan}
            </>
          ),
        },
        { header: 'Realisasi', align: 'right', cell: (a) => numberText(a.realisasi) },
      ]}
    />
  );
}

function BulananTable({ row }: { row: KinerjaLangkahAksiDetail }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label="Target dan realisasi bulanan">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {BULAN.map((b) => (
              <Table.Th key={b} ta="right">
                {b.slice(0, 3)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(
            [
              ['Target', row.target_bulanan],
              ['Realisasi', row.realisasi_bulanan],
            ] as const
          ).map(([label, values]) => (
            <Table.Tr key={label}>
              <Table.Th>{label}</Table.Th>
              {values.map((v, i) => (
                <Table.Td key={i} ta="right">
                  {numberText(v)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>Capaian kumulatif</Table.Th>
            {TRIWULAN.map((tw) => (
              <Table.Td key={tw} colSpan={3} ta="center">
                TW {tw}: {formatPercent(row.capaian_triwulan[tw - 1])}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /kinerja-langkah-aksi/:id: the step, its months, its members' targets and its history. */
export default function KinerjaLangkahAksiShowPage() {
  return (
    <CrudShowPage<KinerjaLangkahAksiDetail>
      group={GROUP}
      confirmText={confirmText}
      useWriteLock={usePerencanaanRecordLock}
    >
      {(row) => (
        <>
          <Paper withBorder radius="md" p="md">
            <ShowFields
              items={[
                { label: 'Satuan kerja', value: row.satuan_kerja_nama },
                {
                  label: 'Kinerja sub kegiatan',
                  value: (
                    <Anchor component={Link} to={`/kinerja-sub-kegiatan/${row.kinerja_sub_kegiatan_id}`} size="sm">
                      {row.sub_kegiatan.kode} {row.sub_kegiatan.nama} — {row.kinerja_sub_kegiatan.indikator}
                    </Anchor>
                  ),
                },
                { label: 'Sasaran', value: row.sasaran },
                { label: 'Indikator', value: row.indikator },
                { label: 'Satuan', value: row.satuan },
                { label: 'Polaritas', value: row.polaritas === 'turun' ? 'Turun' : 'Naik' },
                { label: 'Target', value: numberText(row.target) },
                { label: 'Realisasi', value: numberText(row.realisasi) },
                { label: 'Capaian', value: formatPercent(row.capaian) },
                { label: 'Anggaran', value: formatRupiah(row.anggaran) },
                { label: 'Realisasi anggaran', value: formatRupiah(row.realisasi_anggaran) },
                {
                  label: 'Tim kerja',
                  value: row.tim_kerja ? `${row.tim_kerja.nama} (ketua: ${row.tim_kerja.ketua?.peg_nama ?? '-'})` : '-',
                },
              ]}
            />
          </Paper>
          <TitledPanel title="Target Anggota Tim">
            <AnggotaTable row={row} />
          </TitledPanel>
          <TitledPanel title="Target dan Realisasi Bulanan">
            <BulananTable row={row} />
          </TitledPanel>
        </>
      )}
    </CrudShowPage>
  );
}
