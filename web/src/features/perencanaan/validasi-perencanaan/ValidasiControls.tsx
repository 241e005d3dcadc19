import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconSend, IconX } from '@tabler/icons-react';
import {
  statePerencanaanOf,
  validasiPerencanaanWorkflow,
  validasiPerencanaanSchema,
  type FaseValidasiPerencanaan,
  type TahapValidasi,
  type ValidasiPerencanaanUnit,
} from '@sakip/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/client';
import { toastSuccess } from '../../../components/crud/use-crud-submit';
import { WorkflowBadge } from '../../../components/workflow/WorkflowBadge';
import { useAjukan, usePutuskan } from './api';

export function FaseBadge({ fase, tahap }: { fase: FaseValidasiPerencanaan; tahap: number | null }) {
  return <WorkflowBadge workflow={validasiPerencanaanWorkflow} state={statePerencanaanOf(fase, tahap)} />;
}

/** 'Ajukan': the unit submits its plan of the year (an optional note for the validators). */
export function AjukanButton({ unit }: { unit: ValidasiPerencanaanUnit }) {
  const [open, setOpen] = useState(false);
  const [catatan, setCatatan] = useState('');
  const ajukan = useAjukan();
  const resubmit = unit.fase === 'ditolak';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ajukan.mutate(
      { satkerId: unit.satuan_kerja_id, body: { catatan } },
      {
        onSuccess: (res) => {
          toastSuccess(res, 'Perencanaan berhasil diajukan');
          setOpen(false);
          setCatatan('');
        },
      },
    );
  };

  return (
    <>
      <Button size="xs" leftSection={<IconSend size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {resubmit ? 'Ajukan Ulang' : 'Ajukan'}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Ajukan Validasi Perencanaan" centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Ajukan perencanaan <strong>{unit.satuan_kerja_nama}</strong> untuk divalidasi
              {resubmit ? ` kembali pada tahap ${unit.tahap}` : ' mulai tahap 1'}. Selama proses validasi, data
              perencanaan tidak dapat diubah.
            </Text>
            <Textarea
              label="Catatan untuk validator"
              value={catatan}
              onChange={(event) => setCatatan(event.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpen(false)}>
                Batal
              </Button>
              <Button type="submit" loading={ajukan.isPending}>
                Ajukan
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

type Keputusan = 'setuju' | 'tolak';

/** 'Setujui' / 'Tolak' of the validator at the plan's stage; rejecting needs a note (checked on both sides). */
export function PutuskanButtons({ unit }: { unit: ValidasiPerencanaanUnit }) {
  const [keputusan, setKeputusan] = useState<Keputusan | null>(null);
  return (
    <>
      <Group gap="xs">
        <Button color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setKeputusan('setuju')}>
          Setujui
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setKeputusan('tolak')}
        >
          Tolak
        </Button>
      </Group>
      <KeputusanModal unit={unit} keputusan={keputusan} onClose={() => setKeputusan(null)} />
    </>
  );
}

/** The decision's dialog: what it does to the plan, the note (required to reject), confirm. */
function KeputusanModal(props: { unit: ValidasiPerencanaanUnit; keputusan: Keputusan | null; onClose: () => void }) {
  const { unit, keputusan } = props;
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const putuskan = usePutuskan();
  const tahap = (unit.tahap ?? 1) as TahapValidasi;

  const close = () => {
    props.onClose();
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!keputusan) return;
    const parsed = validasiPerencanaanSchema.safeParse({ tahap, keputusan, catatan });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Data tidak valid');
      return;
    }
    putuskan.mutate(
      { satkerId: unit.satuan_kerja_id, body: { tahap, keputusan, catatan } },
      {
        onSuccess: (res) => {
          toastSuccess(res, 'Keputusan validasi tersimpan');
          setCatatan('');
          close();
        },
        onError: (err) => {
          if (isApiError(err)) setError(Object.values(err.errors).flat()[0] ?? err.message);
        },
      },
    );
  };

  const tolak = keputusan === 'tolak';
  return (
    <Modal
      opened={keputusan !== null}
      onClose={close}
      title={tolak ? `Tolak Perencanaan (Tahap ${tahap})` : `Setujui Perencanaan (Tahap ${tahap})`}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {tolak
              ? `Perencanaan ${unit.satuan_kerja_nama} dikembalikan kepada satuan kerja untuk diperbaiki.`
              : tahap < 3
                ? `Perencanaan ${unit.satuan_kerja_nama} diteruskan ke validasi tahap ${tahap + 1}.`
                : `Perencanaan ${unit.satuan_kerja_nama} dinyatakan tervalidasi dan terkunci.`}
          </Text>
          <Textarea
            label="Catatan"
            required={tolak}
            value={catatan}
            onChange={(event) => {
              setCatatan(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autosize
            minRows={3}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button type="submit" color={tolak ? 'red' : 'green'} loading={putuskan.isPending}>
              {tolak ? 'Tolak' : 'Setujui'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
