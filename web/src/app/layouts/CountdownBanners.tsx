import { Stack } from '@mantine/core';
import { COUNTDOWN_EXPIRED_TEXT, COUNTDOWN_PERENCANAAN_TEXT } from '@sakip/domain/countdown';
import { useCountDown, useCountDownPenilaian } from '../../api/status';
import { Countdown } from '../../components/Countdown';

/** Texts of the two deadline banners (SPEC §4, §9). */
export const COUNTDOWN_PERENCANAAN_EXPIRED_TEXT = `${COUNTDOWN_PERENCANAAN_TEXT} Telah Habis`;
export const COUNTDOWN_PENILAIAN_TEXT = 'Batas Waktu Pengisian Eviden Perbaikan';

/** The countdown banners at the top of every authenticated page; none when nilai_date is null. */
export function CountdownBanners() {
  const perencanaan = useCountDown();
  const penilaian = useCountDownPenilaian();
  const perencanaanDate = perencanaan.data ?? null;
  const penilaianDate = penilaian.data ?? null;
  if (!perencanaanDate && !penilaianDate) return null;
  return (
    <Stack gap="xs" mb="md" aria-label="Batas waktu" component="section">
      {perencanaanDate ? (
        <Countdown
          nilaiDate={perencanaanDate}
          label={COUNTDOWN_PERENCANAAN_TEXT}
          expiredText={COUNTDOWN_PERENCANAAN_EXPIRED_TEXT}
        />
      ) : null}
      {penilaianDate ? (
        <Countdown nilaiDate={penilaianDate} label={COUNTDOWN_PENILAIAN_TEXT} expiredText={COUNTDOWN_EXPIRED_TEXT} />
      ) : null}
    </Stack>
  );
}
