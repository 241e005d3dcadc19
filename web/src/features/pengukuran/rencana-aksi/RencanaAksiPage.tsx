import {
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
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can, DEFAULT_PER_PAGE, formatNumber, type RencanaAksiRecord } from '@sakip/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCrudList, useDeleteCrud, useSaveCrud } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { ExportButton } from '../../../components/crud/ExportButton';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { PengampuFieldset, type PengampuValue } from '../../../components/crud/PengampuFieldset';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { LoadingText } from '../../../components/LoadingText';
import { OptionSelect } from '../../../components/OptionSelect';
import { PageHeader } from '../../../components/PageHeader';
import { TablePagination } from '../../../components/TablePagination';

const GROUP = 'rencana-aksi';
/** The positions offered as pengampu: those of a sub kegiatan (eselon III and IV), who carry the quarter's actions. */
const PENGAMPU_JABATAN = 'kinerja-sub-kegiatan';
const TW = [1, 2, 3, 4] as const;
type Num = number | string;
const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));
const ssPdRecords = (response: unknown) => (response as { data?: Record<string, unknown>[] }).data ?? [];

function SsPdSelect(props: {
  unit: string | null;
  value: number | null;
  onChange: (v: number | null) => void;
  required?: boolean;
  error?: string | undefined;
}) {
  return (
    <OptionSelect
      endpoint="/sasaran-strategis-pd"
      params={{ per_page: 500, ...(props.unit ? { satuan_kerja_id: props.unit } : {}) }}
      recordsOf={ssPdRecords}
      labelKey="sasaran_strategis_satker"
      label="Sasaran Strategis PD"
      required={props.required ?? false}
      placeholder="Semua sasaran strategis"
      value={props.value}
      error={props.error}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
    />
  );
}

function RencanaAksiForm({
  record,
  unit,
  onDone,
}: {
  record: RencanaAksiRecord | null;
  unit: string | null;
  onDone: () => void;
}) {
  const [v, setV] = useState({
    sasaran_strategis_pd_id: record?.sasaran_strategis_pd_id ?? null,
    rencana_aksi: record?.rencana_aksi ?? '',
    indikator: record?.indikator ?? '',
    satuan: record?.satuan ?? '',
    ...Object.fromEntries(
      TW.flatMap((q) => [
        [`tw${q}`, record?.[`tw${q}`] ?? ''],
        [`tw${q}_realisasi`, record?.[`tw${q}_realisasi`] ?? ''],
      ]),
    ),
  } as Record<string, Num | null>);
  const [pengampu, setPengampu] = useState<PengampuValue>({
    pengampu_type: record?.pengampu_type ?? null,
    unit_kerja_id: record?.unit_kerja_id ?? null,
    tim_kerja_id: record?.tim_kerja_id ?? null,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveCrud<RencanaAksiRecord>(GROUP);
  const satuanKerjaId = record?.satuan_kerja_id ?? unit;
  const set = (key: string) => (value: Num | null) => setV((s) => ({ ...s, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' ? null : x])),
      satuan_kerja_id: satuanKerjaId,
      sasaran_strategis_rpjmd_id: null,
      kinerja_sub_kegiatan_id: record?.kinerja_sub_kegiatan_id ?? null,
      ...pengampu,
      urutan: record?.urutan ?? 0,
    };
    save.mutate(
      { id: record?.id, body },
      submitFeedback({
        success: 'Rencana aksi disimpan',
        setErrors,
        onSuccess: onDone,
        toastFields: ['satuan_kerja_id', 'validasi'],
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SsPdSelect
          unit={satuanKerjaId}
          value={v.sasaran_strategis_pd_id as number | null}
          onChange={set('sasaran_strategis_pd_id')}
          required
          error={errors.sasaran_strategis_pd_id}
        />
        <Textarea
          label="Rencana Aksi"
          required
          autosize
          minRows={2}
          value={String(v.rencana_aksi ?? '')}
          onChange={(e) => set('rencana_aksi')(e.currentTarget.value)}
          error={errors.rencana_aksi}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Indikator"
            required
            value={String(v.indikator ?? '')}
            onChange={(e) => set('indikator')(e.currentTarget.value)}
            error={errors.indikator}
          />
          <TextInput
            label="Satuan"
            required
            value={String(v.satuan ?? '')}
            onChange={(e) => set('satuan')(e.currentTarget.value)}
            error={errors.satuan}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {TW.map((q) => (
            <NumberInput
              key={q}
              label={`Target TW ${q}`}
              decimalSeparator=","
              value={v[`tw${q}`] ?? ''}
              onChange={set(`tw${q}`)}
              error={errors[`tw${q}`]}
            />
          ))}
          {TW.map((q) => (
            <NumberInput
              key={q}
              label={`Realisasi TW ${q}`}
              decimalSeparator=","
              value={v[`tw${q}_realisasi`] ?? ''}
              onChange={set(`tw${q}_realisasi`)}
              error={errors[`tw${q}_realisasi`]}
            />
          ))}
        </SimpleGrid>
        <PengampuFieldset
          satuanKerjaId={satuanKerjaId ?? ''}
          optionType={PENGAMPU_JABATAN}
          value={pengampu}
          onChange={setPengampu}
          errors={errors}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Batal
          </Button>
          <Button type="submit" loading={save.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /rencana-aksi (DOMAIN-2 §5): per SS-PD the rows of rencana aksi with targets and realisations TW1-TW4. */
export default function RencanaAksiPage() {
  const { user } = useSession();
  const tahun = useYear('auth');
  const [params, setParams] = useSearchParams();
  const unit = params.get('satuan_kerja_id');
  const ssPd = params.get('sasaran_strategis_pd_id');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const query = { satuan_kerja_id: unit, sasaran_strategis_pd_id: ssPd };
  const list = useCrudList<RencanaAksiRecord>(GROUP, page, query);
  const remove = useDeleteCrud(GROUP);
  const [editing, setEditing] = useState<RencanaAksiRecord | 'new' | null>(null);
  const mayWrite = can(user, 'write', 'rencana-aksi');
  const rows = list.data?.data ?? [];
  const offset = (page - 1) * DEFAULT_PER_PAGE;
  return (
    <>
      <PageHeader
        title="Rencana Aksi"
        description={`Tahun ${tahun}`}
        actions={
          <Group gap="xs">
            <ExportButton path={`/${GROUP}/export`} query={query} fileName={`rencana-aksi-${tahun}.xlsx`} />
            {mayWrite ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
                Tambah
              </Button>
            ) : null}
          </Group>
        }
      />
      <Group align="flex-end" mb="md" wrap="wrap">
        <UnitFilter
          value={unit ?? ''}
          onChange={(v) => setParam('satuan_kerja_id', v || null)}
          resource="rencana-aksi"
        />
        <div style={{ minWidth: 320 }}>
          <SsPdSelect
            unit={unit}
            value={ssPd ? Number(ssPd) : null}
            onChange={(v) => setParam('sasaran_strategis_pd_id', v ? String(v) : null)}
          />
        </div>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={1100}>
          <Table withTableBorder withColumnBorders striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th rowSpan={2}>No</Table.Th>
                <Table.Th rowSpan={2}>Sasaran Strategis</Table.Th>
                <Table.Th rowSpan={2}>Rencana Aksi</Table.Th>
                <Table.Th rowSpan={2}>Indikator</Table.Th>
                <Table.Th rowSpan={2}>Satuan</Table.Th>
                <Table.Th colSpan={4} ta="center">
                  Target
                </Table.Th>
                <Table.Th colSpan={4} ta="center">
                  Realisasi
                </Table.Th>
                <Table.Th rowSpan={2}>Pengampu</Table.Th>
                {mayWrite ? <Table.Th rowSpan={2}>Aksi</Table.Th> : null}
              </Table.Tr>
              <Table.Tr>
                {TW.map((q) => (
                  <Table.Th key={`t${q}`}>TW {q}</Table.Th>
                ))}
                {TW.map((q) => (
                  <Table.Th key={`r${q}`}>TW {q}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{offset + i + 1}</Table.Td>
                  <Table.Td>{r.sasaran_strategis_pd ?? '-'}</Table.Td>
                  <Table.Td>{r.rencana_aksi}</Table.Td>
                  <Table.Td>{r.indikator}</Table.Td>
                  <Table.Td>{r.satuan}</Table.Td>
                  {TW.map((q) => (
                    <Table.Td key={`t${q}`} ta="right">
                      {angka(r[`tw${q}`])}
                    </Table.Td>
                  ))}
                  {TW.map((q) => (
                    <Table.Td key={`r${q}`} ta="right">
                      {angka(r[`tw${q}_realisasi`])}
                    </Table.Td>
                  ))}
                  <Table.Td>{r.pengampu}</Table.Td>
                  {mayWrite ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setEditing(r)}
                          aria-label={`Ubah ${r.rencana_aksi}`}
                        >
                          Ubah
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Hapus ${r.rencana_aksi}`}
                          onClick={() =>
                            confirmDelete({
                              message: `Hapus rencana aksi "${r.rencana_aksi}"?`,
                              onConfirm: () => remove.mutate(r.id, submitFeedback({ success: 'Rencana aksi dihapus' })),
                            })
                          }
                        >
                          Hapus
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
              {rows.length === 0 && !list.isFetching ? (
                <Table.Tr>
                  <Table.Td colSpan={15}>
                    <Text size="sm">There are no records to show</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.isPending ? <LoadingText /> : null}
        <TablePagination
          page={page}
          perPage={DEFAULT_PER_PAGE}
          total={list.data?.total ?? 0}
          shown={rows.length}
          onChange={(p) => setParam('page', String(p))}
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Tambah Rencana Aksi' : 'Ubah Rencana Aksi'}
        size="lg"
      >
        {editing !== null ? (
          <RencanaAksiForm
            record={editing === 'new' ? null : editing}
            unit={unit ?? user?.satuan_kerja_id ?? null}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </>
  );
}
