import { Button, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { RaporCard } from '@sakip/domain';
import { useState } from 'react';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useRaporCard } from './api';
import { downloadRaporPng } from './card-png';
import { RaporCardView } from './RaporCardView';
import { RaporToolbar, useRaporUnit, useTriwulan } from './RaporParts';
import { ChooseUnitFirst } from '../../../components/unit/ChooseUnitFirst';

/** 'Mohon maaf, silahkan ulangi lagi proses export' (SPEC §8) when the picture fails. */
export function ExportPngButton({ card }: { card: RaporCard | undefined }) {
  const [busy, setBusy] = useState(false);
  if (!card?.satuan_kerja) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadRaporPng(card);
    } catch (error) {
      console.error('Export PNG gagal', error);
      window.alert('Mohon maaf, silahkan ulangi lagi proses export');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconPhoto size={16} aria-hidden />} loading={busy} onClick={onClick}>
      Export PNG
    </Button>
  );
}

/** /rapor-kinerja/{tw}/diagram: the unit's report card of the quarter. */
export default function RaporDiagramPage() {
  const tw = useTriwulan();
  const { unit, setUnit } = useRaporUnit();
  const { data, isPending, isError } = useRaporCard(tw, unit);
  const card = data?.data;
  return (
    <>
      <PageHeader title="Rapor Kinerja" description={card?.judul} actions={<ExportPngButton card={card} />} />
      <RaporToolbar tw={tw} data={card} onUnitChange={setUnit} />
      {isPending ? <LoadingText /> : null}
      {isError ? <Text>Data tidak ditemukan</Text> : null}
      {card && !card.satuan_kerja ? <ChooseUnitFirst /> : null}
      {card?.satuan_kerja ? <RaporCardView card={card} /> : null}
    </>
  );
}
