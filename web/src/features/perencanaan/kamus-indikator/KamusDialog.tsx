import { Modal, Text } from '@mantine/core';
import { kamusIndikatorSchema, type KamusIndikatorRecord } from '@sakip/domain';
import { crudKeys } from '../../../api/query-keys';
import { useSession } from '../../../api/session';
import { CrudForm } from '../../../components/crud/CrudForm';
import { ValidasiBappedaForm } from '../validasi-bappeda/ValidasiBappedaForm';
import { KamusDetail } from './KamusDetail';
import { formFields, GROUP, initialOf, type KamusMode } from './kamus-form';

/** What the page's modal shows: the form (create or edit), the detail, or Bappeda's validation. */
export type KamusDialogState =
  | { kind: 'none' }
  | { kind: 'form'; record: KamusIndikatorRecord | null }
  | { kind: 'show'; record: KamusIndikatorRecord }
  | { kind: 'validasi'; record: KamusIndikatorRecord };

function titleOf(dialog: KamusDialogState): string {
  if (dialog.kind === 'form') return dialog.record ? 'Ubah Kamus Indikator' : 'Tambah Kamus Indikator';
  return dialog.kind === 'validasi' ? 'Validasi Kamus Indikator' : 'Detail Kamus Indikator';
}

function KamusValidasiForm({ record, onDone }: { record: KamusIndikatorRecord; onDone: () => void }) {
  return (
    <ValidasiBappedaForm
      path={`/${GROUP}/${record.id}/validasi`}
      refresh={{ queryKey: crudKeys(GROUP).all }}
      name="Formulir validasi kamus indikator"
      summary={
        <Text size="sm">
          <b>{record.indikator_output}</b> — {record.satuan_kerja_nama}
        </Text>
      }
      record={record}
      onDone={onDone}
    />
  );
}

/** The forms and the detail open in this modal (the SPEC lists these routes without /create or /{id}). */
export function KamusDialog({
  dialog,
  mode,
  onClose,
}: {
  dialog: KamusDialogState;
  mode: KamusMode;
  onClose: () => void;
}) {
  const { user } = useSession();
  return (
    <Modal opened={dialog.kind !== 'none'} onClose={onClose} size="lg" title={titleOf(dialog)}>
      {dialog.kind === 'form' ? (
        <CrudForm
          group={GROUP}
          name="Formulir kamus indikator"
          schema={kamusIndikatorSchema}
          fields={formFields(user, dialog.record)}
          initial={initialOf(dialog.record, mode)}
          id={dialog.record?.id}
          onDone={onClose}
        />
      ) : null}
      {dialog.kind === 'show' ? <KamusDetail record={dialog.record} /> : null}
      {dialog.kind === 'validasi' ? <KamusValidasiForm record={dialog.record} onDone={onClose} /> : null}
    </Modal>
  );
}
