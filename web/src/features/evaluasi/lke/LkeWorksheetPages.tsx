import { Alert, Stack } from '@mantine/core';
import {
  COUNTDOWN_EXPIRED_TEXT,
  endpointPath,
  LKE_TAHAP_LABEL,
  lkePenilaianXlsxEndpoint,
  type LkeTahap,
} from '@sakip/domain';
import { ExportButton } from '../../../components/crud/ExportButton';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { ChooseUnitFirst } from '../../../components/unit/ChooseUnitFirst';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';
import { useLembar, useLkeUnits } from './api';
import { EvidenForm } from './EvidenForm';
import { LKE_UNIT_CHOOSER, UnitPicker } from './LkeParts';
import { PenilaianForm } from './PenilaianForm';

/**
 * The LKE worksheet (DOMAIN-2 §2): the unit's pages (/lke/eviden, /lke/eviden-2) and the
 * validator's (/lke/penilaian, /lke/penilaian-2): the unit picker and the form of the sheet
 * (EvidenForm, PenilaianForm: a component per level, komponen → sub komponen → kriteria).
 */

function useSheetPage(tahap: 1 | 2) {
  const { unit, setUnit, chooses } = useUnitChoice(LKE_UNIT_CHOOSER);
  const query = useLembar(tahap, unit, !chooses || !!unit);
  return { unit, setUnit, chooses, query, sheet: query.data?.data };
}

// -------------------------------------------------------------------------------------------
// Unit: /lke/eviden and /lke/eviden-2
// -------------------------------------------------------------------------------------------

function EvidenView({ tahap }: { tahap: 1 | 2 }) {
  const { unit, setUnit, chooses, query, sheet } = useSheetPage(tahap);
  return (
    <>
      <PageHeader description={sheet ? `${sheet.satuan_kerja.satuan_kerja_nama} · Tahun ${sheet.tahun}` : undefined} />
      {chooses ? <UnitPicker value={unit} onChange={setUnit} /> : null}
      {tahap === 2 && sheet?.batas_waktu && !sheet.batas_waktu.terbuka ? (
        <Alert color="red" variant="light" mb="md">
          {COUNTDOWN_EXPIRED_TEXT}
        </Alert>
      ) : null}
      {chooses && !unit ? <ChooseUnitFirst /> : null}
      {query.isLoading ? <LoadingText /> : null}
      {sheet ? (
        <EvidenForm
          key={`${sheet.satuan_kerja.satuan_kerja_id}-${sheet.tahun}-${sheet.tahap}`}
          sheet={sheet}
          unit={unit}
        />
      ) : null}
    </>
  );
}

export function EvidenPage() {
  return <EvidenView tahap={1} />;
}
export function Eviden2Page() {
  return <EvidenView tahap={2} />;
}

// -------------------------------------------------------------------------------------------
// Validator: /lke/penilaian and /lke/penilaian-2
// -------------------------------------------------------------------------------------------

function PenilaianView({ tahap }: { tahap: 1 | 2 }) {
  const { unit, setUnit, query, sheet } = useSheetPage(tahap);
  const units = useLkeUnits(true).data?.data ?? [];
  const labelled = units.map((u) => ({
    ...u,
    satuan_kerja_nama: `${u.satuan_kerja_nama} (${LKE_TAHAP_LABEL[(u.tahap ?? 'pengisian') as LkeTahap] ?? u.tahap})`,
  }));
  return (
    <>
      <PageHeader
        actions={
          unit ? (
            <ExportButton
              path={endpointPath(lkePenilaianXlsxEndpoint)}
              query={{ satuan_kerja_id: unit, tahap }}
              fileName={`penilaian-lke-${unit}.xlsx`}
            />
          ) : null
        }
      />
      <Stack gap="md">
        <UnitPicker value={unit} onChange={setUnit} units={labelled} />
        {!unit ? <ChooseUnitFirst /> : null}
        {query.isLoading ? <LoadingText /> : null}
        {sheet && unit ? (
          <PenilaianForm key={`${unit}-${sheet.tahun}-${sheet.tahap}`} sheet={sheet} unit={unit} />
        ) : null}
      </Stack>
    </>
  );
}

export function PenilaianPage() {
  return <PenilaianView tahap={1} />;
}
export function Penilaian2Page() {
  return <PenilaianView tahap={2} />;
}
