import { mayChooseUnit } from '@sakip/domain';
import type { z } from 'zod';
import { useSession } from '../../api/session';
import { fieldProps } from '../../components/form/field-props';
import { useRecordForm } from '../../components/form/use-record-form';
import { usePerencanaanLock } from './validasi-perencanaan/PerencanaanLock';

interface PlanningFormOptions<R, V> {
  /** The CRUD group (API path and permission resource). */
  group: Parameters<typeof mayChooseUnit>[1];
  schema: z.ZodType;
  /** The record being edited, or null for a new one. */
  record: (R & { id: number; satuan_kerja_id: string | null }) | null;
  initial: V;
  /** The body sent; `chooseUnit` says whether the actor may name the unit. */
  payload: (values: V, chooseUnit: boolean) => Record<string, unknown>;
  onDone: (saved: R | null) => void;
}

/**
 * The state of a unit-scoped planning form (sasaran strategis PD, langkah aksi): its values, the
 * planning lock of the record's unit (or the chosen one, not the actor's: super), the CRUD submit
 * and the bound inputs (`f.text`, `f.number`), all disabled while locked or saving.
 */
export function usePlanningForm<R, V extends { satuan_kerja_id: string | null } & Record<string, unknown>>(
  options: PlanningFormOptions<R, V>,
) {
  const { group, schema, record, initial, payload, onDone } = options;
  const { user } = useSession();
  const chooseUnit = user ? mayChooseUnit(user, group) : false;
  const form = useRecordForm<R, V>({
    group,
    schema,
    recordId: record?.id,
    initial,
    payload: (values) => payload(values, chooseUnit),
    onDone,
  });
  const lock = usePerencanaanLock(record?.satuan_kerja_id ?? form.values.satuan_kerja_id);
  const disabled = lock.locked || form.saving;
  const f = fieldProps({ values: form.values, errors: form.errors, setField: form.setField, disabled });
  return { ...form, user, chooseUnit, lock, disabled, f };
}

/** A unit-scoped payload: the unit only by actors who may choose it. */
export function withChosenUnit<V extends { satuan_kerja_id: string | null }>(values: V, chooseUnit: boolean) {
  const { satuan_kerja_id: unit, ...rest } = values;
  return chooseUnit && unit ? { ...rest, satuan_kerja_id: unit } : rest;
}

/** What `usePlanningForm` gives a form's parts. */
export type PlanningForm<V extends { satuan_kerja_id: string | null } & Record<string, unknown>> = ReturnType<
  typeof usePlanningForm<unknown, V>
>;
