import type { CascadingType } from '@sakip/domain/schemas/cascading';
import { createContext, useContext } from 'react';
import type { CatatanTarget } from './modals/modal-events';

/** What every node card reads besides its own data: the switches and the page's options. */
export interface DiagramOptions {
  type: CascadingType;
  /** The unit of the diagram ('' at city level): the Rencana Aksi and DO modals ask with it. */
  satuanKerjaId: string;
  showCapaianIcons: boolean;
  showEditIcons: boolean;
  showSkp: boolean;
  /** SPEC §6 'In the diagram': only super sees 'Edit Rencana Aksi' and the reform line. */
  isSuper: boolean;
  /** The DOM id highlighted after a jump from a Rencana Aksi modal (SPEC §4). */
  highlightedId: string | null;
  /** May the user change the CSF notes and solution of a node of this level and unit (null: the city's goal)? */
  mayEditCatatan: (level: CatatanTarget['level'], satuanKerjaId: string | null) => boolean;
  globalCross: boolean;
  crossToggles: ReadonlyMap<string, boolean>;
  onToggleCross: (parentKey: string, open: boolean) => void;
}

export const DiagramContext = createContext<DiagramOptions | null>(null);

export function useDiagramOptions(): DiagramOptions {
  const value = useContext(DiagramContext);
  if (!value) throw new Error('useDiagramOptions dipakai di luar diagram cascading');
  return value;
}
