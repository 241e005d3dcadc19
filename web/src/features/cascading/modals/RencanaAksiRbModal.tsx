import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  MESSAGE_KATEGORI_TIDAK_DITEMUKAN,
  MESSAGE_PILIH_KATEGORI_TEMATIK,
  MESSAGE_RENCANA_AKSI_RB_GAGAL,
  MESSAGE_RENCANA_AKSI_RB_SUKSES,
} from '@sakip/domain';
import { messageFrom } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { LoadingText } from '../../../components/LoadingText';
import { useRencanaAksiRb, useUpdateRencanaAksiRb } from './api';

/** SPEC §5 and §8 texts of the RB modal. */
export const RB_TEXTS = {
  loadFailed: 'Gagal memuat data',
  validationTitle: 'Validasi Error',
  validationToast: 'Silakan pilih kategori tematik',
  successTitle: 'Sukses',
} as const;

/**
 * Rencana Aksi Reformasi Birokrasi (super): the thematic category of a sub-activity as a radio
 * choice, Batal and Simpan (disabled until one is chosen).
 */
export default function RencanaAksiRbModal({
  kinerjaSubKegiatanId,
  onClose,
}: {
  kinerjaSubKegiatanId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useRencanaAksiRb(kinerjaSubKegiatanId);
  const update = useUpdateRencanaAksiRb();
  // undefined until the user picks: the sub-activity's current category is shown preselected.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isError) return;
    notifications.show({ color: 'red', title: 'Error', message: RB_TEXTS.loadFailed, autoClose: 5000 });
    onClose();
  }, [isError, onClose]);

  if (isPending || isError) return <LoadingText />;
  const current = data.kinerjaSubKegiatan.kategori_tematik_id;
  const chosen = picked ?? (current === null ? null : String(current));

  const save = () => {
    if (chosen === null) {
      setError(MESSAGE_PILIH_KATEGORI_TEMATIK);
      notifications.show({
        color: 'yellow',
        title: RB_TEXTS.validationTitle,
        message: RB_TEXTS.validationToast,
        autoClose: 5000,
      });
      return;
    }
    const option = data.jenisRb.find((o) => String(o.id) === chosen);
    if (!option) {
      setError(MESSAGE_KATEGORI_TIDAK_DITEMUKAN);
      return;
    }
    update.mutate(
      { kinerjaSubKegiatanId, jenisRbId: option.id },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            title: RB_TEXTS.successTitle,
            message: messageFrom(result, MESSAGE_RENCANA_AKSI_RB_SUKSES),
            autoClose: 5000,
          });
          void queryClient.invalidateQueries({ queryKey: queryKeys.cascading.all });
          onClose();
        },
        onError: (err) => {
          notifications.show({
            color: 'red',
            title: 'Error',
            message: (err instanceof Error && err.message) || MESSAGE_RENCANA_AKSI_RB_GAGAL,
            autoClose: 5000,
          });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label="Kategori Tematik"
        value={chosen}
        onChange={(value) => {
          setPicked(value);
          setError(null);
        }}
        error={error}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {data.jenisRb.length === 0 ? <Text size="sm">Data tidak ditemukan</Text> : null}
          {data.jenisRb.map((option) => (
            <Radio key={option.id} value={String(option.id)} label={option.nama} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Batal
        </Button>
        <Button onClick={save} disabled={chosen === null} loading={update.isPending}>
          Simpan
        </Button>
      </Group>
    </Stack>
  );
}
