import { Button, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { formatNumber, type NilaiJenjangOpsi, type NilaiJenjangUnit } from '@sakip/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useNilaiJenjang, useSaveNilaiJenjang } from './api';

const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));

/** One unit: its IKU each with a grade option, saved at once. */
function UnitRow({ unit, opsi }: { unit: NilaiJenjangUnit; opsi: NilaiJenjangOpsi[] }) {
  // The unsaved choices; null shows what the server holds. The row keeps its identity (key = unit)
  // across the refetch after a save: a remount would drop the save's callbacks (the toast).
  const [edited, setEdited] = useState<Record<number, string | null> | null>(null);
  const chosen =
    edited ?? Object.fromEntries(unit.iku.map((i) => [i.id, i.opsi_id === null ? null : String(i.opsi_id)]));
  const save = useSaveNilaiJenjang();
  const changed = unit.iku.some((i) => (chosen[i.id] ?? null) !== (i.opsi_id === null ? null : String(i.opsi_id)));
  const data = opsi.map((o) => ({ value: String(o.id), label: `${o.label} (${formatNumber(o.nilai)})` }));
  const submit = () =>
    save.mutate(
      {
        params: { satuanKerjaId: unit.satuan_kerja_id },
        body: {
          nilai: unit.iku.map((i) => ({
            sasaran_strategis_pd_id: i.id,
            opsi_id: chosen[i.id] ? Number(chosen[i.id]) : null,
          })),
        },
      },
      submitFeedback({
        success: 'Nilai jenjang kinerja berhasil disimpan',
        onSuccess: () => setEdited(null),
        toastFields: 'all',
      }),
    );
  return (
    <Table.Tr data-testid={`nj-${unit.satuan_kerja_id}`}>
      <Table.Td fw={500}>{unit.satuan_kerja_nama}</Table.Td>
      <Table.Td>
        {unit.iku.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada IKU pada tahun ini
          </Text>
        ) : (
          <Stack gap="xs">
            {unit.iku.map((i) => (
              <div key={i.id}>
                <Text size="sm">{i.iku}</Text>
                <Select
                  aria-label={`Nilai jenjang ${i.iku}`}
                  placeholder="Pilih nilai"
                  size="xs"
                  clearable
                  allowDeselect={false}
                  data={data}
                  value={chosen[i.id] ?? null}
                  onChange={(v) => setEdited({ ...chosen, [i.id]: v })}
                />
              </div>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td ta="right">{angka(unit.rata_rata)}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          leftSection={<IconDeviceFloppy size={14} />}
          disabled={unit.iku.length === 0 || !changed}
          loading={save.isPending}
          onClick={submit}
          aria-label={`Simpan nilai ${unit.satuan_kerja_nama}`}
        >
          Simpan
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /nilai-jenjang-kinerja (super, DOMAIN-2 §5): every unit with its IKU of the year and a grade
 * option per IKU (options are data); each unit's row is saved at once.
 */
export default function NilaiJenjangPage() {
  const { data, isLoading } = useNilaiJenjang();
  const [search, setSearch] = useState('');
  const units = (data?.data.units ?? []).filter((u) =>
    u.satuan_kerja_nama.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <>
      <PageHeader
        title="Input Nilai Jenjang Kinerja"
        description="Nilai jenjang setiap IKU satuan kerja; simpan per satuan kerja."
        actions={
          <Button component={Link} to="/nilai-jenjang-kinerja/rekap" variant="light">
            Rekap Nilai
          </Button>
        }
      />
      <TextInput
        label="Cari satuan kerja"
        placeholder="Nama satuan kerja"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
        mb="md"
      />
      <Paper withBorder radius="md" p="md">
        {isLoading ? (
          <LoadingText />
        ) : (
          <Table.ScrollContainer minWidth={680}>
            <Table withTableBorder withColumnBorders fz="sm" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="24%">Satuan Kerja</Table.Th>
                  <Table.Th>IKU dan Nilai Jenjang</Table.Th>
                  <Table.Th w={90}>Rata-rata</Table.Th>
                  <Table.Th w={100}>Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {units.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={4}>There are no records to show</Table.Td>
                  </Table.Tr>
                ) : (
                  units.map((u) => (
                    <UnitRow
                      key={u.satuan_kerja_id}
                      unit={u}
                      opsi={data?.data.opsi ?? []}
                    />
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}
