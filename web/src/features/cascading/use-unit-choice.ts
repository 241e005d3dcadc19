import { useSession } from '../../api/session';
import { useUnitChoice as useChosenUnit } from '../../components/unit/use-unit-choice';
import { usePublicUnits } from './api';

/** Who picks the unit: the actors the domain lets choose when logged in, the citizen on the public display. */
export type UnitChooser = 'none' | 'auth' | 'public';

/**
 * The unit of the diagram (the app's one unit hook, components/unit): ?satuan_kerja_id= so that a
 * link shows the same unit. On the public display nothing is shown until the citizen picks a unit
 * (no arbitrary agency first).
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
    /** The public display waits for the citizen's choice. */
    waiting: chooser === 'public' && !unit,
  };
}

export type UnitChoice = ReturnType<typeof useUnitChoice>;
