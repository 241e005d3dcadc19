import { Checkbox, Group, Paper, Stack } from '@mantine/core';
import { type FormEvent, useMemo } from 'react';
import { useCrudDetail } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { useCrudSubmit } from '../../../components/crud/use-crud-submit';
import { fieldProps } from '../../../components/form/field-props';
import { DefinisiOperasionalFieldset, PkFlagCheckboxes } from '../../../components/form/FormParts';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PlanningFormFrame, PlanningUnitSelect, textInput } from '../PlanningFormFrame';
import { usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import {
  choosesUnit,
  formErrorsOf,
  initialValues,
  num,
  payloadOf,
  str,
  userUnit,
  type Row,
} from './kinerja-form-values';
import {
  ComputedValues,
  MeasureFields,
  MonthlyFieldsets,
  ParentMasterSelects,
  PengampuFieldset,
  type KinerjaPartProps,
} from './KinerjaFormParts';
import type { KinerjaLevel } from './levels';

export type { KinerjaFormValues } from './kinerja-form-values';

interface KinerjaFormProps {
  level: KinerjaLevel;
  /** The record being edited (its detail), or null for a new one. */
  record: Row | null;
  /** Prefilled parent of a new record (?id= of from=cascading). */
  parentId: number | null;
  /** Saved: the record; cancelled: null. */
  onDone: (saved: { id: number } | null) => void;
}

/** The create and edit form of kinerja program, kegiatan and sub kegiatan (one level prop). */
export function KinerjaForm({ level, record, parentId, onDone }: KinerjaFormProps) {
  const { user } = useSession();
  const chooseUnit = choosesUnit(user, level);
  const form = useZodForm(level.schema, initialValues(level, record, parentId));
  const { values, setField } = form;
  // The lock of the record's unit (or the chosen one), not of the actor's (super, setda).
  const lock = usePerencanaanLock(record ? str(record.satuan_kerja_id) || null : values.satuan_kerja_id);
  const save = useCrudSubmit<{ id: number }>(level.group, level.schema, {
    setErrors: form.setErrors,
    mapErrors: (errors) => formErrorsOf(level, errors),
    onSaved: onDone,
  });
  const unit = userUnit(user, values, record);
  // The parent's program / kegiatan: the master options are the items under it.
  const parent = useCrudDetail<Row>(level.parentGroup ?? level.group, level.parentGroup ? values.parent_id : null);
  const parentMaster = level.parentMasterKey ? num(parent.data?.[level.parentMasterKey]) : null;
  const master = useMemo(() => level.masterOption(unit, parentMaster), [level, unit, parentMaster]);
  const disabled = lock.locked || save.saving;
  const part: KinerjaPartProps = { values, errors: formErrorsOf(level, form.errors), disabled, setField };
  const f = fieldProps({ values, errors: part.errors, setField, disabled });
  const isSubKegiatan = level.group === 'kinerja-sub-kegiatan';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(record ? Number(record.id) : undefined, payloadOf(level, values, chooseUnit));
  };

  return (
    <PlanningFormFrame
      label={`Formulir ${level.title.toLowerCase()}`}
      form={{ lock, saving: save.saving, onSubmit }}
      onCancel={() => onDone(null)}
    >
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <PlanningUnitSelect
            show={chooseUnit}
            value={values.satuan_kerja_id}
            error={part.errors.satuan_kerja_id}
            disabled={disabled}
            onChange={(v) => setField('satuan_kerja_id', v)}
          />
          <ParentMasterSelects {...part} level={level} unit={unit} master={master} />
          {textInput(f, 'sasaran', 'Sasaran', true, true)}
          {textInput(f, 'indikator', 'Indikator', true, true)}
          {isSubKegiatan ? textInput(f, 'indikator_kemendagri', 'Indikator Kemendagri', true) : null}
          <MeasureFields
            f={f}
            polaritas={values.polaritas}
            onPolaritas={(v) => setField('polaritas', v)}
            disabled={disabled}
            anggaranRequired
          />
        </Stack>
      </Paper>
      <PengampuFieldset {...part} level={level} unit={unit} />
      <MonthlyFieldsets {...part} />
      {record ? <ComputedValues record={record} /> : null}
      <DefinisiOperasionalFieldset disabled={disabled} field={(key, label) => textInput(f, key, label, true)} />
      <Group gap="lg">
        <PkFlagCheckboxes values={values} disabled={disabled} onChange={(key, checked) => setField(key, checked)} />
        {isSubKegiatan ? (
          <Checkbox
            label="Eksternal"
            checked={values.is_external}
            disabled={disabled}
            onChange={(e) => setField('is_external', e.currentTarget.checked)}
          />
        ) : null}
      </Group>
    </PlanningFormFrame>
  );
}
