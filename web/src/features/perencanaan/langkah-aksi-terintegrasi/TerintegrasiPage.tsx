import { Anchor, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatNumber,
  formatPercent,
  TRIWULAN,
  type LangkahAksiTerintegrasiGroup,
  type LangkahAksiTerintegrasiItem,
} from '@sakip/domain';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useLangkahAksiTerintegrasi } from './api';
import { TerintegrasiFilters, useTerintegrasiFilters } from './TerintegrasiFilters';

export const angka = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatNumber(v, 2));

function AnggotaList({ item }: { item: LangkahAksiTerintegrasiItem }) {
  if (item.tim_kerja_anggota.length === 0)
    return (
      <Text size="xs" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={2}>
      {item.tim_kerja_anggota.map((a) => (
        <Text size="xs" key={a.id}>
          {a.nama_pegawai_anggota}: {angka(a.target)} {a.satuan}
          {a.realisasi !== null ? ` (realisasi ${angka(a.realisasi)})` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** One sub kegiatan with its action steps: quarters as cumulative realisasi / target. */
export function GroupHeader({ group }: { group: LangkahAksiTerintegrasiGroup }) {
  const ksk = group.kinerja_sub_kegiatan;
  return (
    <Stack gap={2} mb="sm">
      <Title order={2} fz="h5">
        <Anchor component={Link} to={`/kinerja-sub-kegiatan/${ksk.id}`} inherit>
          {ksk.sub_kegiatan.kode} {ksk.sub_kegiatan.nama}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed">
        {ksk.indikator} · target {angka(ksk.target)} {ksk.satuan}
      </Text>
    </Stack>
  );
}

function GroupTable({ group }: { group: LangkahAksiTerintegrasiGroup }) {
  return (
    <Paper withBorder radius="md" p="md">
      <GroupHeader group={group} />
      <Table.ScrollContainer minWidth={1100}>
        <Table striped aria-label={`Langkah aksi ${group.kinerja_sub_kegiatan.sub_kegiatan.nama}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="24%">Langkah aksi</Table.Th>
              <Table.Th w="14%">Tim kerja</Table.Th>
              <Table.Th ta="right">Target</Table.Th>
              {TRIWULAN.map((tw) => (
                <Table.Th key={tw} ta="right">
                  TW {tw}
                </Table.Th>
              ))}
              <Table.Th ta="right">Capaian</Table.Th>
              <Table.Th w="20%">Target anggota</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.langkah_aksi.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/kinerja-langkah-aksi/${item.id}`} size="sm">
                    {item.sasaran}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {item.indikator}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {item.tim_kerja ? (
                    <>
                      <Text size="sm">{item.tim_kerja.nama}</Text>
                      <Text size="xs" c="dimmed">
                        Ketua: {item.tim_kerja.ketua?.peg_nama ?? '-'}
                      </Text>
                    </>
                  ) : (
                    '-'
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {angka(item.target)} {item.satuan}
                </Table.Td>
                {TRIWULAN.map((tw) => (
                  <Table.Td key={tw} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {angka(item.realisasi_triwulan[tw - 1])} / {angka(item.target_triwulan[tw - 1])}
                  </Table.Td>
                ))}
                <Table.Td ta="right">
                  <Badge variant="light" color={item.capaian !== null && item.capaian >= 100 ? 'green' : 'yellow'}>
                    {formatPercent(item.capaian)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <AnggotaList item={item} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Empty states shared by both pages. */
export function emptyText(unitChosen: boolean) {
  return unitChosen ? 'Belum ada langkah aksi pada tahun ini' : 'Pilih satuan kerja terlebih dahulu';
}

/** /kinerja-langkah-aksi-terintegrasi: a unit's action steps across its sub kegiatan, with members. */
export default function TerintegrasiPage() {
  const list = useTerintegrasiFilters();
  const view = useLangkahAksiTerintegrasi(list.query);

  return (
    <>
      <PageHeader
        actions={
          <Button
            component={Link}
            to={`/kinerja-langkah-aksi-terintegrasi/realisasi${location.search}`}
            leftSection={<IconChecklist size={16} aria-hidden />}
          >
            Input Realisasi
          </Button>
        }
      />
      <Stack gap="md">
        <TerintegrasiFilters list={list} />
        <Text size="sm" c="dimmed">
          Kolom TW menampilkan realisasi / target kumulatif sampai akhir triwulan.
        </Text>
        {view.isPending ? <LoadingText /> : null}
        {view.data && view.data.data.length === 0 ? (
          <Text size="sm">{emptyText(view.data.satuan_kerja_id !== null)}</Text>
        ) : null}
        {view.data?.data.map((group) => (
          <GroupTable key={group.kinerja_sub_kegiatan.id} group={group} />
        ))}
      </Stack>
    </>
  );
}
