import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  BULAN,
  formatNumber,
  PERAN_ANGGOTA_LABELS,
  REALISASI_BATAS_KALI_TARGET,
  realisasiAnggotaSchema,
  realisasiTakWajar,
  type KeanggotaanSaya,
  type TimSayaRecord,
} from '@sakip/domain';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import type { FormErrors } from '../../components/form/use-zod-form';
import { submitFeedback, validatePayload } from '../../components/crud/use-crud-submit';
import { useAnggotaTim, useKetuaTim, useKetuaTimDetail, useSaveRealisasi } from './tim-kerja-api';
import { TimDetailView } from './TimKerjaPages';
import { RealisasiBulananTable, StateBadge } from './TimKerjaParts';

/**
 * Tim saya: /tim-saya/ketua-tim (teams I lead), /tim-saya/ketua-tim-detail/:id (members, targets,
 * realisasi), /tim-saya/anggota-tim (my langkah aksi with target and my realisasi), all by the NIP
 * of the account; linked with /tim-saya/cascading-langkah-aksi.
 */
function CascadingLink() {
  return (
    <Button
      component={Link}
      to="/tim-saya/cascading-langkah-aksi"
      variant="default"
      leftSection={<IconSitemap size={16} aria-hidden />}
    >
      Cascading Langkah Aksi
    </Button>
  );
}

export function KetuaTimPage() {
  const teams = useKetuaTim();
  const columns: DataTableColumn<TimSayaRecord>[] = [
    {
      key: 'nama',
      header: 'Nama Tim',
      render: (r) => (
        <Anchor component={Link} to={`/tim-saya/ketua-tim-detail/${r.id}`}>
          {r.nama}
        </Anchor>
      ),
    },
    { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama },
    { key: 'jabatan', header: 'Bidang', render: (r) => r.unit_kerja_nama ?? '-' },
    { key: 'anggota', header: 'Anggota (disetujui)', render: (r) => `${r.jumlah_anggota} (${r.jumlah_disetujui})` },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Button
          size="compact-sm"
          variant="light"
          component={Link}
          to={`/tim-saya/ketua-tim-detail/${r.id}`}
          aria-label={`Detail ${r.nama}`}
        >
          Detail
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader description="Tim kerja yang Anda pimpin pada tahun kinerja ini." actions={<CascadingLink />} />
      <DataTable
        caption="Tim yang saya pimpin"
        columns={columns}
        rows={teams.data}
        rowKey={(r) => r.id}
        loading={teams.isFetching}
        emptyText="Anda belum memimpin tim kerja pada tahun ini"
      />
    </>
  );
}

export function KetuaTimDetailPage() {
  const { id } = useParams();
  const n = Number(id);
  const detail = useKetuaTimDetail(Number.isInteger(n) && n > 0 ? n : null);
  if (!detail.data) return detail.isError ? <Alert color="red">Tim kerja tidak ditemukan</Alert> : <LoadingText />;
  return (
    <>
      <PageHeader title={detail.data.nama} actions={<CascadingLink />} />
      <Stack>
        <TimDetailView tim={detail.data} />
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="sm">
            Target dan realisasi bulanan langkah aksi anggota
          </Title>
          <RealisasiBulananTable
            label="Target dan realisasi bulanan anggota"
            rows={detail.data.anggota.flatMap((m) => m.target.map((t) => ({ key: t.id, anggota: m.nama, target: t })))}
          />
        </Paper>
      </Stack>
    </>
  );
}

const BULAN_OPTIONS = BULAN.map((label, i) => ({ value: String(i + 1), label }));

/** A stored value as typed back into the field: a decimal comma, no thousands separator. */
const angkaTeks = (v: number | null) => (v === null ? '' : String(v).replace('.', ','));

/** Asks before saving a realisasi far above the yearly target (realisasiTakWajar). */
function confirmTakWajar(realisasi: number, target: number, satuan: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Periksa realisasi',
    centered: true,
    children: (
      <Text size="sm">
        Realisasi {formatNumber(realisasi)} {satuan} lebih dari {REALISASI_BATAS_KALI_TARGET} kali target tahunan (
        {formatNumber(target)} {satuan}). Apakah angka ini sudah benar?
      </Text>
    ),
    labels: { confirm: 'Ya, simpan', cancel: 'Periksa lagi' },
    onConfirm,
  });
}

/**
 * The month's realisasi of one of my targets (entered once the membership is approved). The field
 * keeps what was typed, so that "abc" is refused with its message instead of saved as empty
 * (issue 25 item 13); an implausible value is confirmed first.
 */
function IsiRealisasiForm({ item }: { item: KeanggotaanSaya }) {
  const [targetId, setTargetId] = useState<string>(String(item.target[0]?.id ?? ''));
  const [bulan, setBulan] = useState<string>(String(new Date().getMonth() + 1));
  const target = item.target.find((t) => String(t.id) === targetId);
  const stored = target?.realisasi_bulanan[Number(bulan) - 1] ?? null;
  const [value, setValue] = useState<string>(angkaTeks(stored));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveRealisasi();
  // A new target or month shows what is stored for it.
  const pick = (nextTarget: string, nextBulan: string) => {
    setTargetId(nextTarget);
    setBulan(nextBulan);
    const t = item.target.find((x) => String(x.id) === nextTarget);
    setValue(angkaTeks(t?.realisasi_bulanan[Number(nextBulan) - 1] ?? null));
    setErrors({});
  };
  const submit = () => {
    const body = { bulan: Number(bulan), realisasi: value };
    if (!target || !validatePayload(realisasiAnggotaSchema, body, setErrors)) return;
    const parsed = realisasiAnggotaSchema.parse(body);
    const send = () =>
      save.mutate(
        { id: target.id, bulan: parsed.bulan, realisasi: parsed.realisasi },
        submitFeedback({ success: 'Realisasi berhasil disimpan', setErrors }),
      );
    if (parsed.realisasi !== null && target.target !== null && realisasiTakWajar(parsed.realisasi, target.target)) {
      confirmTakWajar(parsed.realisasi, target.target, target.satuan, send);
    } else send();
  };
  return (
    <Group align="flex-end" gap="sm" mt="sm">
      <Select
        label="Langkah aksi"
        data={item.target.map((t) => ({ value: String(t.id), label: t.langkah_aksi }))}
        value={targetId}
        onChange={(v) => pick(v ?? targetId, bulan)}
        allowDeselect={false}
        w={320}
      />
      <Select
        label="Bulan"
        data={BULAN_OPTIONS}
        value={bulan}
        onChange={(v) => pick(targetId, v ?? bulan)}
        allowDeselect={false}
        error={errors.bulan}
        w={150}
      />
      <TextInput
        label="Realisasi"
        inputMode="decimal"
        value={value}
        error={errors.realisasi}
        w={140}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setErrors({});
        }}
      />
      <Button loading={save.isPending} disabled={!target} onClick={submit}>
        Simpan Realisasi
      </Button>
    </Group>
  );
}

function Keanggotaan({ item }: { item: KeanggotaanSaya }) {
  const editable = item.state === 'disetujui';
  return (
    <Paper component="section" aria-label={item.tim_nama} withBorder p="md">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={3} size="h5">
            {item.tim_nama}
          </Title>
          <Text size="sm" c="dimmed">
            Ketua: {item.ketua_nama} · {item.satuan_kerja_nama} ·{' '}
            {PERAN_ANGGOTA_LABELS[item.peran as keyof typeof PERAN_ANGGOTA_LABELS] ?? item.peran}
          </Text>
        </div>
        <StateBadge state={item.state} />
      </Group>
      {!editable ? (
        <Text size="sm" mb="xs">
          Realisasi dapat diisi setelah keanggotaan disetujui Kepala Bidang dan Kepala OPD.
        </Text>
      ) : null}
      {item.target.length === 0 ? (
        <Text size="sm" c="dimmed">
          Belum ada target langkah aksi
        </Text>
      ) : (
        <>
          <RealisasiBulananTable
            label={`Langkah aksi saya di ${item.tim_nama}`}
            rows={item.target.map((t) => ({ key: t.id, target: t }))}
          />
          {editable ? <IsiRealisasiForm item={item} /> : null}
        </>
      )}
    </Paper>
  );
}

export function AnggotaTimPage() {
  const data = useAnggotaTim();
  return (
    <>
      <PageHeader
        description="Tim kerja tempat Anda menjadi anggota, dengan target langkah aksi dan realisasinya."
        actions={<CascadingLink />}
      />
      {!data.data ? (
        <LoadingText />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">Anda belum menjadi anggota tim kerja pada tahun ini</Text>
      ) : (
        <Stack>
          {data.data.map((item) => (
            <Keanggotaan key={item.anggota_id} item={item} />
          ))}
        </Stack>
      )}
    </>
  );
}
