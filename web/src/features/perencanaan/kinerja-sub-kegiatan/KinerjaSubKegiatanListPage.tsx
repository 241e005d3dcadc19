import { KinerjaListPage } from '../kinerja/KinerjaPages';
import { KINERJA_LEVELS } from '../kinerja/levels';

export default function KinerjaSubKegiatanListPage() {
  return <KinerjaListPage level={KINERJA_LEVELS['kinerja-sub-kegiatan']} />;
}
