import { useSession } from '../../api/session';
import { useUnitChoice as useChosenUnit } from '../../components/unit/use-unit-choice';
import { usePublicUnits } from './api';

/** Who picks the unit: the actors the domain lets choose when logged in, the citizen on the public display. */
export type UnitChooser = 'none' | 'auth' | 'public';

/**
 * The unit of the diagram (the app's one unit hook, components/unit): ?satuan_kerja_id= so that a
 * link shows the same unit. On the public display, and for a chooser without a unit of its own,
 * nothing is shown until a unit is picked (no arbitrary agency first).
 */
export function useUnitChoice(chooser: UnitChooser, bayangan = false) {
  const { user } = useSession();
  const publicUnits = usePublicUnits(chooser === 'public', bayangan);
  // The domain's one rule (mayChooseViewUnit): super, the city, setda and the plan validators choose.
  const { unit, setUnit, chooses } = useChosenUnit(chooser === 'auth' ? 'view' : chooser);
  return {
    satuanKerjaId: unit ?? undefined,
    canChoose: chooses,
    isSetda: user?.role === 'setda',
    publicUnits,
    setUnit,
    /**
     * Nothing shown before a choice: the citizen on the public display, and a chooser without a unit
     * of its own (the city, super), who would otherwise get some agency without asking for it.
     */
    waiting: !unit && (chooser === 'public' || (chooses && !user?.satuan_kerja_id)),
  };
}

export type UnitChoice = ReturnType<typeof useUnitChoice>;
