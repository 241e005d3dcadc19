import { Anchor, Stack, Text, Title } from '@mantine/core';
import { formatNumber, type LangkahAksiTerintegrasiGroup } from '@sakip/domain';
import { Link } from 'react-router';

export const angka = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatNumber(v, 2));

/** The realisasi page's empty states. */
export function emptyText(unitChosen: boolean) {
  return unitChosen ? 'Belum ada langkah aksi pada tahun ini' : 'Pilih satuan kerja terlebih dahulu';
}

/** One sub kegiatan above its action steps on the realisasi page. */
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
