import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { can, formatNumber, formatRupiahDecimal, type ProgramPrioritas } from '@sakip/domain';
import { useState } from 'react';
import { useSession } from '../../../api/session';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { ExportButton } from '../../../components/crud/ExportButton';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { LoadingText } from '../../../components/LoadingText';
import { OptionSelect } from '../../../components/OptionSelect';
import { PageHeader } from '../../../components/PageHeader';
import { useFlagProgram, useProgramPrioritas, useUnflagProgram } from './api';

const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));
const persen = (v: number | null) => (v === null ? '-' : `${formatNumber(v, 2)}%`);
const programRecords = (response: unknown) => (response as { data?: Record<string, unknown>[] }).data ?? [];

function FlagForm({ onDone }: { onDone: () => void }) {
  const [programId, setProgramId] = useState<number | null>(null);
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const flag = useFlagProgram();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flag.mutate(
          { body: { program_id: programId, keterangan: keterangan || null } },
          submitFeedback({ success: 'Program prioritas disimpan', setErrors, onSuccess: onDone }),
        );
      }}
    >
      <Stack>
        <OptionSelect
          endpoint="/program"
          params={{ per_page: 500 }}
          recordsOf={programRecords}
          labelKey={(r) => `${String(r.kode)} ${String(r.nama)}`}
          label="Program"
          required
          value={programId}
          error={errors.program_id}
          onChange={(v) => setProgramId(v ? Number(v) : null)}
        />
        <Textarea
          label="Keterangan"
          autosize
          minRows={2}
          value={keterangan}
          onChange={(e) => setKeterangan(e.currentTarget.value)}
          error={errors.keterangan}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Batal
          </Button>
          <Button type="submit" loading={flag.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The units that carry out a priority programme: indicator, target, realisation and budget. */
function UnitTable({ unit }: { unit: ProgramPrioritas['unit'] }) {
  return (
    <Table.ScrollContainer minWidth={820} mt="sm">
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Perangkat Daerah</Table.Th>
            <Table.Th>Indikator</Table.Th>
            <Table.Th ta="right">Target</Table.Th>
            <Table.Th ta="right">Realisasi</Table.Th>
            <Table.Th ta="right">Capaian</Table.Th>
            <Table.Th ta="right">Anggaran (Rp)</Table.Th>
            <Table.Th ta="right">Realisasi Anggaran (Rp)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {unit.map((u, i) => (
            <Table.Tr key={`${u.satuan_kerja_id}-${i}`}>
              <Table.Td>{u.satuan_kerja_nama}</Table.Td>
              <Table.Td>{u.indikator}</Table.Td>
              <Table.Td ta="right">
                {angka(u.target)} {u.satuan}
              </Table.Td>
              <Table.Td ta="right">{angka(u.realisasi)}</Table.Td>
              <Table.Td ta="right">{persen(u.capaian)}</Table.Td>
              <Table.Td ta="right">{formatRupiahDecimal(u.anggaran)}</Table.Td>
              <Table.Td ta="right">
                {u.realisasi_anggaran === null ? '-' : formatRupiahDecimal(u.realisasi_anggaran)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ProgramCard({ p, mayWrite }: { p: ProgramPrioritas; mayWrite: boolean }) {
  const unflag = useUnflagProgram();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {p.kode} {p.nama}
          </Title>
          {p.keterangan ? (
            <Text size="sm" c="dimmed">
              {p.keterangan}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Stack gap={0} align="flex-end">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              Anggaran {formatRupiahDecimal(p.anggaran)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              Realisasi anggaran {persen(p.capaian_anggaran)}
            </Text>
          </Stack>
          {mayWrite ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Hapus program prioritas ${p.nama}`}
              onClick={() =>
                confirmDelete({
                  message: `Hapus ${p.nama} dari program prioritas?`,
                  onConfirm: () => unflag.mutate(p.id, submitFeedback({ success: 'Program prioritas dihapus' })),
                })
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      {p.unit.length === 0 ? (
        <Text size="sm" mt="sm">
          Belum ada perangkat daerah yang melaksanakan program ini pada tahun ini.
        </Text>
      ) : (
        <UnitTable unit={p.unit} />
      )}
    </Paper>
  );
}

/**
 * /program-prioritas: the mayor's priority programs of the year with their units, target,
 * realisasi, capaian and budget; the city flags and unflags them. With `publicCopy` it is the
 * guest page /public-display/program-prioritas (read only).
 */
export function ProgramPrioritasView({ publicCopy }: { publicCopy: boolean }) {
  const { user } = useSession();
  const { data, isPending, isError } = useProgramPrioritas(publicCopy);
  const [adding, setAdding] = useState(false);
  const mayWrite = !publicCopy && !!user && can(user, 'write', 'program-prioritas');
  return (
    <>
      <PageHeader
        title="Program Prioritas"
        description="Program prioritas Walikota beserta perangkat daerah pelaksana, target, realisasi, capaian dan anggarannya"
        actions={
          publicCopy ? undefined : (
            <Group gap="xs">
              <ExportButton path="/program-prioritas/export" query={{}} fileName="program-prioritas.xlsx" />
              {mayWrite ? (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
                  Tambah Program Prioritas
                </Button>
              ) : null}
            </Group>
          )
        }
      />
      <Stack gap="md">
        {isPending ? <LoadingText /> : null}
        {isError ? <Text>Gagal memuat data</Text> : null}
        {data && data.data.length === 0 ? (
          <Paper withBorder p="md">
            <Text size="sm">Tidak ada data</Text>
          </Paper>
        ) : null}
        {data?.data.map((p) => (
          <ProgramCard key={p.id} p={p} mayWrite={mayWrite} />
        ))}
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Tambah Program Prioritas">
        {adding ? <FlagForm onDone={() => setAdding(false)} /> : null}
      </Modal>
    </>
  );
}

export default function ProgramPrioritasPage() {
  return <ProgramPrioritasView publicCopy={false} />;
}
