import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  BULAN,
  formatNumber,
  formatPercent,
  formatRupiah,
  type RaporItemDetail,
  type RaporLangkahPerbaikan,
  type RaporPenyebab,
  triwulanRomawi,
} from '@sakip/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useRaporItem, useRaporWrite } from './api';
import { CauseForm, StepForm } from './PenyebabForms';
import { useTriwulan } from './RaporParts';

const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));

type Dialog =
  | { kind: 'cause'; cause: RaporPenyebab | null }
  | { kind: 'step'; cause: RaporPenyebab; step: RaporLangkahPerbaikan | null }
  | null;

const dialogTitle = (dialog: Dialog) =>
  dialog?.kind === 'step'
    ? dialog.step
      ? 'Ubah Langkah Aksi Perbaikan'
      : 'Tambah Langkah Aksi Perbaikan'
    : dialog?.cause
      ? 'Ubah Penyebab Kegagalan'
      : 'Tambah Penyebab Kegagalan';

/** What the rows of the page may do (only a unit that may change the item gets the buttons). */
interface CauseActions {
  mayChange: boolean;
  editCause: (cause: RaporPenyebab | null) => void;
  editStep: (cause: RaporPenyebab, step: RaporLangkahPerbaikan | null) => void;
  removeCause: (cause: RaporPenyebab) => void;
  removeStep: (step: RaporLangkahPerbaikan) => void;
}

/** The deletes of the page, each after its confirmation. */
function useRemovals() {
  const write = useRaporWrite();
  const removeCause = (cause: RaporPenyebab) =>
    confirmDelete({
      title: 'Hapus penyebab kegagalan',
      message: `Penyebab ini dan ${cause.langkah_perbaikan.length} langkah aksi perbaikannya akan dihapus. Lanjutkan?`,
      onConfirm: () =>
        write.mutate(
          { kind: 'penyebab-hapus', id: cause.id },
          submitFeedback({ success: 'Penyebab kegagalan dihapus' }),
        ),
    });
  const removeStep = (step: RaporLangkahPerbaikan) =>
    confirmDelete({
      title: 'Hapus langkah aksi perbaikan',
      message: `Hapus langkah aksi "${step.sasaran}"?`,
      onConfirm: () =>
        write.mutate(
          { kind: 'langkah-hapus', id: step.id },
          submitFeedback({ success: 'Langkah aksi perbaikan dihapus' }),
        ),
    });
  return { removeCause, removeStep };
}

/** The item: sub kegiatan, sasaran, indikator and its cumulative capaian. */
function ItemSummary({ item }: { item: RaporItemDetail }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Text size="xs" c="dimmed">
            Sub Kegiatan
          </Text>
          <Text>{item.sub_kegiatan}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Sasaran
          </Text>
          <Text>{item.sasaran}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Indikator
          </Text>
          <Text>
            {item.indikator} ({item.satuan})
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Capaian kumulatif
          </Text>
          <Group gap="xs">
            <Text>
              {angka(item.realisasi)} dari {angka(item.target)} ({formatPercent(item.capaian)})
            </Text>
            <Badge color={item.tercapai ? 'teal' : 'red'} variant="light">
              {item.tercapai ? 'Tercapai' : 'Tidak Tercapai'}
            </Badge>
          </Group>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

/** Target and realisasi of each month, those below target highlighted. */
function MonthTable({ item }: { item: RaporItemDetail }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs">
        Target dan Realisasi per Bulan
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bulan</Table.Th>
              <Table.Th ta="right">Target</Table.Th>
              <Table.Th ta="right">Realisasi</Table.Th>
              <Table.Th ta="right">Target Kumulatif</Table.Th>
              <Table.Th ta="right">Realisasi Kumulatif</Table.Th>
              <Table.Th>Keterangan</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.bulan.map((b) => (
              <Table.Tr key={b.bulan} bg={b.di_bawah_target ? 'red.0' : undefined}>
                <Table.Td>{BULAN[b.bulan - 1]}</Table.Td>
                <Table.Td ta="right">{angka(b.target)}</Table.Td>
                <Table.Td ta="right">{angka(b.realisasi)}</Table.Td>
                <Table.Td ta="right">{angka(b.target_kumulatif)}</Table.Td>
                <Table.Td ta="right">{angka(b.realisasi_kumulatif)}</Table.Td>
                <Table.Td>
                  {b.di_bawah_target ? (
                    <Text c="red.8" size="sm" fw={600}>
                      Di bawah target
                    </Text>
                  ) : (
                    '-'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The cause level: its text, its buttons and its corrective steps. */
function CauseCard({ cause, actions }: { cause: RaporPenyebab; actions: CauseActions }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{cause.penyebab}</Text>
        {actions.mayChange ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => actions.editCause(cause)}
            >
              Ubah
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => actions.removeCause(cause)}
            >
              Hapus
            </Button>
          </Group>
        ) : null}
      </Group>
      <Text size="sm" fw={600} mt="sm">
        Langkah Aksi Perbaikan
      </Text>
      {cause.langkah_perbaikan.length === 0 ? <Text size="sm">Belum ada langkah aksi perbaikan.</Text> : null}
      {cause.langkah_perbaikan.length > 0 ? <StepTable cause={cause} actions={actions} /> : null}
      {actions.mayChange ? (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => actions.editStep(cause, null)}
        >
          Tambah Langkah Aksi Perbaikan
        </Button>
      ) : null}
    </Paper>
  );
}

/** The step level: each corrective step of a cause with its target and proposed budget. */
function StepTable({ cause, actions }: { cause: RaporPenyebab; actions: CauseActions }) {
  return (
    <Table fz="sm" mt={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Langkah Aksi</Table.Th>
          <Table.Th>Indikator</Table.Th>
          <Table.Th ta="right">Target</Table.Th>
          <Table.Th ta="right">Usulan Anggaran</Table.Th>
          {actions.mayChange ? <Table.Th>Aksi</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cause.langkah_perbaikan.map((step) => (
          <Table.Tr key={step.id}>
            <Table.Td>{step.sasaran}</Table.Td>
            <Table.Td>{step.indikator}</Table.Td>
            <Table.Td ta="right">
              {angka(step.target)} {step.satuan}
            </Table.Td>
            <Table.Td ta="right">{formatRupiah(step.anggaran)}</Table.Td>
            {actions.mayChange ? (
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => actions.editStep(cause, step)}
                    aria-label={`Ubah ${step.sasaran}`}
                  >
                    Ubah
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => actions.removeStep(step)}
                    aria-label={`Hapus ${step.sasaran}`}
                  >
                    Hapus
                  </Button>
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * /rapor-kinerja/{tw}/data/{kinerjaId}/penyebab-kegagalan: the item's months (realisasi below
 * target highlighted), its cause and the corrective langkah aksi of the cause.
 */
export default function PenyebabPage() {
  const tw = useTriwulan();
  const id = Number(useParams().kinerjaId);
  const { data, isPending, isError } = useRaporItem(tw, id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { removeCause, removeStep } = useRemovals();
  if (isPending) return <LoadingText fullPage />;
  if (isError) return <Text>Data tidak ditemukan</Text>;
  const item = data.data;
  const close = () => setDialog(null);
  const actions: CauseActions = {
    mayChange: item.dapat_mengubah,
    editCause: (cause) => setDialog({ kind: 'cause', cause }),
    editStep: (cause, step) => setDialog({ kind: 'step', cause, step }),
    removeCause,
    removeStep,
  };
  return (
    <>
      <PageHeader
        title="Penyebab Kegagalan"
        description={`${item.satuan_kerja_nama} · Triwulan ${triwulanRomawi(tw)} Tahun ${item.tahun}`}
        actions={
          <Button component={Link} to={`/rapor-kinerja/${tw}/data`} variant="default">
            Kembali ke data
          </Button>
        }
      />
      <Stack gap="md">
        <ItemSummary item={item} />

        <MonthTable item={item} />

        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h5">
              Penyebab Kegagalan dan Langkah Aksi Perbaikan
            </Title>
            {item.dapat_mengubah && item.penyebab.length === 0 ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => actions.editCause(null)}>
                Tambah Penyebab
              </Button>
            ) : null}
          </Group>
          {item.penyebab.length === 0 ? <Text size="sm">Belum ada penyebab kegagalan.</Text> : null}
          <Stack>
            {item.penyebab.map((cause) => (
              <CauseCard key={cause.id} cause={cause} actions={actions} />
            ))}
          </Stack>
        </Paper>
      </Stack>

      <Modal opened={dialog !== null} onClose={close} title={dialogTitle(dialog)} size="lg">
        {dialog?.kind === 'cause' ? <CauseForm item={item} tw={tw} cause={dialog.cause} onDone={close} /> : null}
        {dialog?.kind === 'step' ? (
          <StepForm item={item} cause={dialog.cause} step={dialog.step} onDone={close} />
        ) : null}
      </Modal>
    </>
  );
}
