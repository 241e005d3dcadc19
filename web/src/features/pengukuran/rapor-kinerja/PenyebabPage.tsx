import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  BULAN,
  formatNumber,
  formatPercent,
  formatRupiah,
  langkahPerbaikanSchema,
  type RaporItemDetail,
  type RaporLangkahPerbaikan,
  type RaporPenyebab,
} from '@sakip/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { submitFeedback, validatePayload } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useRaporItem, useRaporWrite } from './api';
import { useTriwulan } from './RaporParts';

const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));
const first = (errors: FormErrors, key: string) => errors[key] ?? undefined;

function CauseForm({
  item,
  tw,
  cause,
  onDone,
}: {
  item: RaporItemDetail;
  tw: number;
  cause: RaporPenyebab | null;
  onDone: () => void;
}) {
  const [text, setText] = useState(cause?.penyebab ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const write = useRaporWrite();
  const body = { kinerja_sub_kegiatan_id: item.id, triwulan: tw, penyebab: text };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    write.mutate(
      cause ? { kind: 'penyebab-ubah', id: cause.id, body } : { kind: 'penyebab-baru', body },
      submitFeedback({
        success: 'Penyebab kegagalan disimpan',
        setErrors,
        onSuccess: onDone,
        toastFields: ['triwulan', 'kinerja_sub_kegiatan_id', 'validasi'],
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label="Penyebab Kegagalan"
          required
          autosize
          minRows={3}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={first(errors, 'penyebab')}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Batal
          </Button>
          <Button type="submit" loading={write.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A corrective step: a langkah aksi of the item linked to the cause, with its proposed budget. */
function StepForm({
  item,
  cause,
  step,
  onDone,
}: {
  item: RaporItemDetail;
  cause: RaporPenyebab;
  step: RaporLangkahPerbaikan | null;
  onDone: () => void;
}) {
  const [v, setV] = useState({
    sasaran: step?.sasaran ?? '',
    indikator: step?.indikator ?? '',
    satuan: step?.satuan ?? '',
    target: step?.target ?? '',
    anggaran: step?.anggaran ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const write = useRaporWrite();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      sasaran: v.sasaran,
      indikator: v.indikator,
      satuan: v.satuan,
      polaritas: 'naik',
      target: v.target === '' ? null : v.target,
      anggaran: v.anggaran === '' ? null : v.anggaran,
    };
    // The step's own labels ("Langkah Aksi", "Usulan Anggaran"), a negative budget refused on its field.
    if (!validatePayload(langkahPerbaikanSchema, body, setErrors)) return;
    write.mutate(
      step
        ? { kind: 'langkah-ubah', id: step.id, body: { ...body, kinerja_sub_kegiatan_id: item.id } }
        : { kind: 'langkah-baru', penyebabId: cause.id, body },
      submitFeedback({ success: 'Langkah aksi perbaikan disimpan', setErrors, onSuccess: onDone }),
    );
  };
  const set = (key: keyof typeof v) => (value: string | number) => setV((s) => ({ ...s, [key]: value }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Penyebab: {cause.penyebab}
        </Text>
        <Textarea
          label="Langkah Aksi"
          required
          autosize
          minRows={2}
          value={v.sasaran}
          onChange={(e) => set('sasaran')(e.currentTarget.value)}
          error={first(errors, 'sasaran')}
          data-autofocus
        />
        <TextInput
          label="Indikator"
          required
          value={v.indikator}
          onChange={(e) => set('indikator')(e.currentTarget.value)}
          error={first(errors, 'indikator')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Satuan"
            required
            value={v.satuan}
            onChange={(e) => set('satuan')(e.currentTarget.value)}
            error={first(errors, 'satuan')}
          />
          <NumberInput
            label="Target"
            required
            decimalSeparator=","
            thousandSeparator="."
            value={v.target}
            onChange={set('target')}
            error={first(errors, 'target')}
          />
        </SimpleGrid>
        <NumberInput
          label="Usulan Anggaran (Rp)"
          required
          decimalSeparator=","
          thousandSeparator="."
          prefix="Rp "
          value={v.anggaran}
          onChange={set('anggaran')}
          error={first(errors, 'anggaran')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Batal
          </Button>
          <Button type="submit" loading={write.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Dialog =
  | { kind: 'cause'; cause: RaporPenyebab | null }
  | { kind: 'step'; cause: RaporPenyebab; step: RaporLangkahPerbaikan | null }
  | null;

/**
 * /rapor-kinerja/{tw}/data/{kinerjaId}/penyebab-kegagalan: the item's months (realisasi below
 * target highlighted), its cause and the corrective langkah aksi of the cause.
 */
export default function PenyebabPage() {
  const tw = useTriwulan();
  const id = Number(useParams().kinerjaId);
  const { data, isPending, isError } = useRaporItem(tw, id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const write = useRaporWrite();
  if (isPending) return <LoadingText fullPage />;
  if (isError) return <Text>Data tidak ditemukan</Text>;
  const item = data.data;
  const close = () => setDialog(null);
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
  return (
    <>
      <PageHeader
        title="Penyebab Kegagalan"
        description={`${item.satuan_kerja_nama} · Triwulan ${tw} Tahun ${item.tahun}`}
        actions={
          <Button component={Link} to={`/rapor-kinerja/${tw}/data`} variant="default">
            Kembali ke data
          </Button>
        }
      />
      <Stack gap="md">
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

        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h5">
              Penyebab Kegagalan dan Langkah Aksi Perbaikan
            </Title>
            {item.dapat_mengubah && item.penyebab.length === 0 ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setDialog({ kind: 'cause', cause: null })}
              >
                Tambah Penyebab
              </Button>
            ) : null}
          </Group>
          {item.penyebab.length === 0 ? <Text size="sm">Belum ada penyebab kegagalan.</Text> : null}
          <Stack>
            {item.penyebab.map((cause) => (
              <Paper key={cause.id} withBorder p="sm" radius="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{cause.penyebab}</Text>
                  {item.dapat_mengubah ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        onClick={() => setDialog({ kind: 'cause', cause })}
                      >
                        Ubah
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => removeCause(cause)}
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
                {cause.langkah_perbaikan.length > 0 ? (
                  <Table fz="sm" mt={4}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Langkah Aksi</Table.Th>
                        <Table.Th>Indikator</Table.Th>
                        <Table.Th ta="right">Target</Table.Th>
                        <Table.Th ta="right">Usulan Anggaran</Table.Th>
                        {item.dapat_mengubah ? <Table.Th>Aksi</Table.Th> : null}
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
                          {item.dapat_mengubah ? (
                            <Table.Td>
                              <Group gap={4} wrap="nowrap">
                                <Button
                                  size="compact-xs"
                                  variant="subtle"
                                  onClick={() => setDialog({ kind: 'step', cause, step })}
                                  aria-label={`Ubah ${step.sasaran}`}
                                >
                                  Ubah
                                </Button>
                                <Button
                                  size="compact-xs"
                                  variant="subtle"
                                  color="red"
                                  onClick={() => removeStep(step)}
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
                ) : null}
                {item.dapat_mengubah ? (
                  <Button
                    mt="xs"
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setDialog({ kind: 'step', cause, step: null })}
                  >
                    Tambah Langkah Aksi Perbaikan
                  </Button>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </Paper>
      </Stack>

      <Modal
        opened={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === 'step'
            ? dialog.step
              ? 'Ubah Langkah Aksi Perbaikan'
              : 'Tambah Langkah Aksi Perbaikan'
            : dialog?.cause
              ? 'Ubah Penyebab Kegagalan'
              : 'Tambah Penyebab Kegagalan'
        }
        size="lg"
      >
        {dialog?.kind === 'cause' ? <CauseForm item={item} tw={tw} cause={dialog.cause} onDone={close} /> : null}
        {dialog?.kind === 'step' ? (
          <StepForm item={item} cause={dialog.cause} step={dialog.step} onDone={close} />
        ) : null}
      </Modal>
    </>
  );
}
