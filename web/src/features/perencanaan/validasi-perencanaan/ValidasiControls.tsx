import { Alert, type MantineSpacing } from '@mantine/core';
import { IconCheck, IconMessage, IconSend, IconX } from '@tabler/icons-react';
import {
  MESSAGE_CATATAN_TOLAK,
  ajukanValidasiPerencanaanEndpoint,
  putuskanValidasiPerencanaanEndpoint,
  statePerencanaanOf,
  validasiPerencanaanWorkflow,
  type FaseValidasiPerencanaan,
  type TahapValidasi,
  type ValidasiPerencanaanUnit,
} from '@sakip/domain';
import { WorkflowBadge } from '../../../components/workflow/WorkflowBadge';
import { WorkflowActions, type WorkflowActionLook } from '../../../components/workflow/WorkflowActions';

/** The last note of the plan's flow: red when it returned the plan to the unit, blue otherwise. */
export function CatatanTerakhir({ unit, mt }: { unit: ValidasiPerencanaanUnit; mt?: MantineSpacing }) {
  if (!unit.catatan) return null;
  return (
    <Alert
      mt={mt}
      color={unit.fase === 'ditolak' ? 'red' : 'blue'}
      variant="light"
      icon={<IconMessage size={18} aria-hidden />}
      title="Catatan terakhir"
    >
      {unit.catatan}
    </Alert>
  );
}

export function FaseBadge({ fase, tahap }: { fase: FaseValidasiPerencanaan; tahap: number | null }) {
  return <WorkflowBadge workflow={validasiPerencanaanWorkflow} state={statePerencanaanOf(fase, tahap)} />;
}

/** 'Ajukan': the unit submits its plan of the year (an optional note for the validators). */
export function AjukanButton({ unit }: { unit: ValidasiPerencanaanUnit }) {
  const resubmit = unit.fase === 'ditolak';
  const ajukan: WorkflowActionLook = {
    label: resubmit ? 'Ajukan Ulang' : 'Ajukan',
    size: 'xs',
    icon: <IconSend size={16} aria-hidden />,
    title: 'Ajukan Validasi Perencanaan',
    description: (
      <>
        Ajukan perencanaan <strong>{unit.satuan_kerja_nama}</strong> untuk divalidasi
        {resubmit ? ` kembali pada tahap ${unit.tahap}` : ' mulai tahap 1'}. Selama proses validasi, data perencanaan
        tidak dapat diubah.
      </>
    ),
    noteLabel: 'Catatan untuk validator',
    noteRows: 2,
    confirmLabel: 'Ajukan',
  };
  return (
    <WorkflowActions
      workflow={validasiPerencanaanWorkflow}
      state={statePerencanaanOf(unit.fase, unit.tahap)}
      actions={{ ajukan }}
      endpoint={ajukanValidasiPerencanaanEndpoint}
      invalidates={['dashboard']}
      input={(_event, catatan) => ({ params: { satkerId: unit.satuan_kerja_id }, body: { catatan } })}
      success="Perencanaan berhasil diajukan"
    />
  );
}

/** 'Setujui' / 'Tolak' of the validator at the plan's stage; rejecting needs a note (checked on both sides). */
export function PutuskanButtons({ unit }: { unit: ValidasiPerencanaanUnit }) {
  const tahap = (unit.tahap ?? 1) as TahapValidasi;
  const nama = unit.satuan_kerja_nama;
  const setujui: WorkflowActionLook = {
    label: 'Setujui',
    color: 'green',
    icon: <IconCheck size={16} aria-hidden />,
    title: `Setujui Perencanaan (Tahap ${tahap})`,
    description:
      tahap < 3
        ? `Perencanaan ${nama} diteruskan ke validasi tahap ${tahap + 1}.`
        : `Perencanaan ${nama} dinyatakan tervalidasi dan terkunci.`,
  };
  const tolak: WorkflowActionLook = {
    label: 'Tolak',
    color: 'red',
    variant: 'light',
    icon: <IconX size={16} aria-hidden />,
    title: `Tolak Perencanaan (Tahap ${tahap})`,
    description: `Perencanaan ${nama} dikembalikan kepada satuan kerja untuk diperbaiki.`,
    noteRequired: true,
    noteMessage: MESSAGE_CATATAN_TOLAK,
  };
  return (
    <WorkflowActions
      workflow={validasiPerencanaanWorkflow}
      state={statePerencanaanOf(unit.fase, unit.tahap)}
      actions={{ [`setujui-${tahap}`]: setujui, [`tolak-${tahap}`]: tolak }}
      endpoint={putuskanValidasiPerencanaanEndpoint}
      invalidates={['dashboard']}
      input={(event, catatan) => ({
        params: { satkerId: unit.satuan_kerja_id },
        body: { tahap, keputusan: event.startsWith('tolak') ? ('tolak' as const) : ('setuju' as const), catatan },
      })}
      success="Keputusan validasi tersimpan"
    />
  );
}
