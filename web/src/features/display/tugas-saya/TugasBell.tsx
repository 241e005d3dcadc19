import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { formatNumber } from '@sakip/domain';
import { Link } from 'react-router';
import { useTugasSaya } from './api';
import { useNotifikasi } from './notifikasi-api';

/** The header's bell: what waits for the signed-in person and the unread notifications; opens Tugas Saya. */
export default function TugasBell() {
  const tugas = useTugasSaya().data?.data.jumlah ?? 0;
  const belum = useNotifikasi().data?.data.belum_dibaca ?? 0;
  const jumlah = tugas + belum;
  const label =
    jumlah > 0
      ? `Tugas Saya: ${formatNumber(tugas)} menunggu, ${formatNumber(belum)} pemberitahuan belum dibaca`
      : 'Tugas Saya: tidak ada yang menunggu';
  return (
    <Tooltip label={label}>
      <Indicator
        label={jumlah > 99 ? '99+' : formatNumber(jumlah)}
        size={16}
        color="red.8"
        disabled={jumlah === 0}
        offset={4}
      >
        <ActionIcon
          component={Link}
          to="/tugas-saya"
          variant="subtle"
          size="lg"
          aria-label={label}
          data-testid="tugas-bell"
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
