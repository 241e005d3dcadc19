import { KinerjaShowPage } from '../kinerja/KinerjaPages';
import { KINERJA_LEVELS } from '../kinerja/levels';

export default function KinerjaKegiatanShowPage() {
  return <KinerjaShowPage level={KINERJA_LEVELS['kinerja-kegiatan']} />;
}
