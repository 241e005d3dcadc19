import { Alert, Button, Fieldset, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent, rowInScope, scopeOf, type LangkahAksiTerintegrasiItem } from '@sakip/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../api/session';
import { MonthlyInput } from '../../../components/crud/MonthlyInput';
import { PerencanaanLockAlert, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { type FormErrors } from '../../../components/form/use-zod-form';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useLangkahAksiTerintegrasi, useSaveRealisasi } from './api';
import { TerintegrasiFilters, useTerintegrasiFilters } from './TerintegrasiFilters';
import { angka, emptyText, GroupHeader } from './GroupHeader';
import { submitFeedback } from '../../../components/crud/use-crud-submit';

type Monthly = (number | null)[];

/** The realisasi of one langkah aksi: months, spending and each member; saved on its own. */
interface Draft {
  realisasi: Monthly;
  anggaran: Monthly;
  anggota: { id: number; realisasi: number | null }[];
}

const draftOf = (item: LangkahAksiTerintegrasiItem): Draft => ({
  realisasi: item.realisasi_bulanan,
  anggaran: item.realisasi_anggaran_bulanan,
  anggota: item.tim_kerja_anggota.map((a) => ({ id: a.id, realisasi: a.realisasi })),
});

function RealisasiCard({ item, disabled }: { item: LangkahAksiTerintegrasiItem; disabled: boolean }) {
  // The unsaved entries; null shows what the server holds (guiding principles: rows saved in place).
  const [edited, setEdited] = useState<Draft | null>(null);
  const { realisasi, anggaran, anggota } = edited ?? draftOf(item);
  const change = (patch: Partial<Draft>) => setEdited({ realisasi, anggaran, anggota, ...patch });
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveRealisasi();

  const onSave = () =>
    save.mutate(
      {
        params: { id: String(item.id) },
        body: {
          realisasi_bulanan: realisasi,
          realisasi_anggaran_bulanan: anggaran,
          realisasi: item.realisasi,
          anggota,
        },
      },
      submitFeedback({
        success: 'Realisasi disimpan',
        onSuccess: () => {
          setEdited(null);
          setErrors({});
        },
        setErrors,
        toastFields: 'all',
      }),
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Realisasi ${item.indikator}`}>
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            {item.sasaran}
          </Text>
          <Text size="xs" c="dimmed">
            {item.indikator} · target {angka(item.target)} {item.satuan} · target bulanan:{' '}
            {item.target_bulanan.map((v) => angka(v)).join(' | ')} · capaian {formatPercent(item.capaian)}
          </Text>
        </div>
        <MonthlyInput
          legend={`Realisasi bulanan (${item.satuan})`}
          value={realisasi}
          onChange={(v) => change({ realisasi: v })}
          error={errors.realisasi_bulanan}
          disabled={disabled}
        />
        <MonthlyInput
          legend="Realisasi anggaran bulanan (Rp)"
          money
          value={anggaran}
          onChange={(v) => change({ anggaran: v })}
          error={errors.realisasi_anggaran_bulanan}
          disabled={disabled}
        />
        {item.tim_kerja_anggota.length > 0 ? (
          <Fieldset legend="Realisasi anggota" disabled={disabled}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
              {item.tim_kerja_anggota.map((a, i) => (
                <NumberInput
                  key={a.id}
                  label={`${a.nama_pegawai_anggota} (target ${angka(a.target)} ${a.satuan})`}
                  value={anggota[i]?.realisasi ?? ''}
                  decimalSeparator=","
                  hideControls
                  disabled={disabled}
                  error={errors[`anggota.${i}.realisasi`] ?? errors[`anggota.${i}.id`]}
                  onChange={(v) =>
                    change({
                      anggota: anggota.map((r, k) => (k === i ? { ...r, realisasi: v === '' ? null : Number(v) } : r)),
                    })
                  }
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onSave} loading={save.isPending} disabled={disabled}>
            Simpan realisasi
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /kinerja-langkah-aksi-terintegrasi/realisasi: realisasi entry for every action step of the unit. */
export default function RealisasiPage() {
  const list = useTerintegrasiFilters();
  const view = useLangkahAksiTerintegrasi(list.query);
  const data = view.data;
  const unit = data?.satuan_kerja_id ?? null;
  const lock = usePerencanaanLock(unit);
  const { user } = useSession();
  // The lock concerns those who may write the unit; others only read (the server's can_edit decides).
  const mayWrite = !!user && !!unit && rowInScope(scopeOf(user, 'write', 'kinerja-langkah-aksi'), unit);
  const notice = mayWrite ? lock.notice : null;
  const disabled = !data?.can_edit;

  return (
    <>
      <PageHeader />
      <Stack gap="md">
        <TerintegrasiFilters list={list} />
        <PerencanaanLockAlert notice={notice} />
        {data && !data.can_edit && unit !== null && !mayWrite ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title="Hanya baca">
            Anda tidak dapat mengisi realisasi satuan kerja ini.
          </Alert>
        ) : null}
        {view.isPending ? <LoadingText /> : null}
        {data && data.data.length === 0 ? <Text size="sm">{emptyText(data.satuan_kerja_id !== null)}</Text> : null}
        {data?.data.map((group) => (
          <Paper key={group.kinerja_sub_kegiatan.id} radius="md" p="md" bg="gray.0">
            <GroupHeader group={group} />
            <Stack gap="sm">
              {group.langkah_aksi.map((item) => (
                <RealisasiCard key={item.id} item={item} disabled={disabled} />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
