import { Group, Text } from '@mantine/core';
import { PUBLIC_UNIT_OPTIONS_PATH } from '@sakip/domain';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { OptionSelect } from '../../../components/OptionSelect';
import { rememberPublicUnit } from '../../../components/report/public-unit';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { usePublicRaporCard } from './api';
import { RaporCardView } from './RaporCardView';
import { ExportPngButton } from './RaporDiagramPage';
import { QuarterSelect, useTriwulan } from './RaporParts';
import { ChooseUnitFirst } from '../../../components/unit/ChooseUnitFirst';

/**
 * /public-display/rapor-kinerja/{tw}/{satuanKerjaId}: the same card for a guest; without a unit
 * (the navbar's entry) the visitor picks one first. The year is
 * `?tahun_kinerja` when the link names it (stable links), else the public year.
 */
export default function PublicRaporPage() {
  const tw = useTriwulan();
  const { satuanKerjaId = '' } = useParams();
  const [params] = useSearchParams();
  const requested = Number(params.get('tahun_kinerja'));
  const linkYear = Number.isInteger(requested) && requested > 0 ? requested : null;
  const { data, isPending, isError } = usePublicRaporCard(tw, satuanKerjaId, linkYear);
  const card = data?.data;
  const navigate = useNavigate();
  useEffect(() => {
    if (satuanKerjaId) rememberPublicUnit(satuanKerjaId);
  }, [satuanKerjaId]);
  const chooseUnit = (unit: string | null) => {
    if (!unit) return;
    rememberPublicUnit(unit);
    void navigate(`/public-display/rapor-kinerja/${tw}/${unit}${params.size ? `?${params.toString()}` : ''}`);
  };
  return (
    <>
      <PageHeader title="Rapor Kinerja" description={card?.judul} actions={<ExportPngButton card={card} />} />
      <Group mb="md" align="flex-end">
        <QuarterSelect tw={tw} />
        <div style={{ minWidth: 300 }}>
          <OptionSelect
            endpoint={PUBLIC_UNIT_OPTIONS_PATH}
            valueKey="satuan_kerja_id"
            labelKey="satuan_kerja_nama"
            label="Satuan kerja"
            placeholder="Pilih satuan kerja"
            required={false}
            value={satuanKerjaId || null}
            onChange={chooseUnit}
          />
        </div>
      </Group>
      {!satuanKerjaId ? <ChooseUnitFirst /> : null}
      {satuanKerjaId && isPending ? <LoadingText /> : null}
      {isError ? <Text>Data tidak ditemukan</Text> : null}
      {card ? <RaporCardView card={card} /> : null}
    </>
  );
}
