import { KinerjaShowPage } from '../kinerja/KinerjaPages';
import { KINERJA_LEVELS } from '../kinerja/levels';

export default function KinerjaSubKegiatanShowPage() {
  return <KinerjaShowPage level={KINERJA_LEVELS['kinerja-sub-kegiatan']} />;
}
